#map = affine_map<(d0, d1, d2) -> (0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
module {
  func.func @main(%arg0: tensor<1x8x4x16xf32>, %arg1: tensor<1x8x4x16xf32>, %arg2: tensor<1x8xi64>) -> (tensor<1x8x4x16xf32>, tensor<1x8x4x16xf32>) {
    %c0_i64 = arith.constant 0 : i64
    %c64_i64 = arith.constant 64 : i64
    %cst = arith.constant dense_resource<torch_tensor_64_8_torch.float32> : tensor<64x8xf32>
    %0 = tensor.empty() : tensor<1x8x8xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2 : tensor<1x8xi64>) outs(%0 : tensor<1x8x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %15 = arith.cmpi slt, %in, %c0_i64 : i64
      %16 = arith.addi %in, %c64_i64 : i64
      %17 = arith.select %15, %16, %in : i64
      %18 = arith.index_cast %17 : i64 to index
      %19 = linalg.index 2 : index
      %extracted = tensor.extract %cst[%18, %19] : tensor<64x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x8xf32>
    %extracted_slice = tensor.extract_slice %1[0, 0, 0] [1, 8, 4] [1, 1, 1] : tensor<1x8x8xf32> to tensor<1x8x4xf32>
    %extracted_slice_0 = tensor.extract_slice %1[0, 0, 4] [1, 8, 4] [1, 1, 1] : tensor<1x8x8xf32> to tensor<1x8x4xf32>
    %extracted_slice_1 = tensor.extract_slice %arg0[0, 0, 0, 0] [1, 8, 4, 8] [1, 1, 1, 1] : tensor<1x8x4x16xf32> to tensor<1x8x4x8xf32>
    %expanded = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [1, 8, 1, 4] : tensor<1x8x4xf32> into tensor<1x8x1x4xf32>
    %2 = tensor.empty() : tensor<1x8x1x4x2xf32>
    %3 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x1x4xf32>) outs(%2 : tensor<1x8x1x4x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x1x4x2xf32>
    %collapsed = tensor.collapse_shape %3 [[0], [1], [2], [3, 4]] : tensor<1x8x1x4x2xf32> into tensor<1x8x1x8xf32>
    %expanded_2 = tensor.expand_shape %extracted_slice_0 [[0], [1], [2, 3]] output_shape [1, 8, 1, 4] : tensor<1x8x4xf32> into tensor<1x8x1x4xf32>
    %4 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_2 : tensor<1x8x1x4xf32>) outs(%2 : tensor<1x8x1x4x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x1x4x2xf32>
    %collapsed_3 = tensor.collapse_shape %4 [[0], [1], [2], [3, 4]] : tensor<1x8x1x4x2xf32> into tensor<1x8x1x8xf32>
    %5 = tensor.empty() : tensor<1x8x4x8xf32>
    %6 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_1, %collapsed_3 : tensor<1x8x4x8xf32>, tensor<1x8x1x8xf32>) outs(%5 : tensor<1x8x4x8xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %15 = arith.mulf %in, %in_20 : f32
      linalg.yield %15 : f32
    } -> tensor<1x8x4x8xf32>
    %extracted_slice_4 = tensor.extract_slice %extracted_slice_1[0, 0, 0, 0] [1, 8, 4, 4] [1, 1, 1, 2] : tensor<1x8x4x8xf32> to tensor<1x8x4x4xf32>
    %extracted_slice_5 = tensor.extract_slice %extracted_slice_1[0, 0, 0, 1] [1, 8, 4, 4] [1, 1, 1, 2] : tensor<1x8x4x8xf32> to tensor<1x8x4x4xf32>
    %7 = tensor.empty() : tensor<1x8x4x4xf32>
    %8 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_5 : tensor<1x8x4x4xf32>) outs(%7 : tensor<1x8x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %15 = arith.negf %in : f32
      linalg.yield %15 : f32
    } -> tensor<1x8x4x4xf32>
    %expanded_6 = tensor.expand_shape %8 [[0], [1], [2], [3, 4]] output_shape [1, 8, 4, 4, 1] : tensor<1x8x4x4xf32> into tensor<1x8x4x4x1xf32>
    %expanded_7 = tensor.expand_shape %extracted_slice_4 [[0], [1], [2], [3, 4]] output_shape [1, 8, 4, 4, 1] : tensor<1x8x4x4xf32> into tensor<1x8x4x4x1xf32>
    %concat = tensor.concat dim(4) %expanded_6, %expanded_7 : (tensor<1x8x4x4x1xf32>, tensor<1x8x4x4x1xf32>) -> tensor<1x8x4x4x2xf32>
    %collapsed_8 = tensor.collapse_shape %concat [[0], [1], [2], [3, 4]] : tensor<1x8x4x4x2xf32> into tensor<1x8x4x8xf32>
    %9 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_8, %collapsed : tensor<1x8x4x8xf32>, tensor<1x8x1x8xf32>) outs(%5 : tensor<1x8x4x8xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %15 = arith.mulf %in, %in_20 : f32
      linalg.yield %15 : f32
    } -> tensor<1x8x4x8xf32>
    %10 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %9 : tensor<1x8x4x8xf32>, tensor<1x8x4x8xf32>) outs(%5 : tensor<1x8x4x8xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %15 = arith.addf %in, %in_20 : f32
      linalg.yield %15 : f32
    } -> tensor<1x8x4x8xf32>
    %extracted_slice_9 = tensor.extract_slice %arg0[0, 0, 0, 8] [1, 8, 4, 8] [1, 1, 1, 1] : tensor<1x8x4x16xf32> to tensor<1x8x4x8xf32>
    %concat_10 = tensor.concat dim(3) %10, %extracted_slice_9 : (tensor<1x8x4x8xf32>, tensor<1x8x4x8xf32>) -> tensor<1x8x4x16xf32>
    %extracted_slice_11 = tensor.extract_slice %arg1[0, 0, 0, 0] [1, 8, 4, 8] [1, 1, 1, 1] : tensor<1x8x4x16xf32> to tensor<1x8x4x8xf32>
    %11 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_11, %collapsed_3 : tensor<1x8x4x8xf32>, tensor<1x8x1x8xf32>) outs(%5 : tensor<1x8x4x8xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %15 = arith.mulf %in, %in_20 : f32
      linalg.yield %15 : f32
    } -> tensor<1x8x4x8xf32>
    %extracted_slice_12 = tensor.extract_slice %extracted_slice_11[0, 0, 0, 0] [1, 8, 4, 4] [1, 1, 1, 2] : tensor<1x8x4x8xf32> to tensor<1x8x4x4xf32>
    %extracted_slice_13 = tensor.extract_slice %extracted_slice_11[0, 0, 0, 1] [1, 8, 4, 4] [1, 1, 1, 2] : tensor<1x8x4x8xf32> to tensor<1x8x4x4xf32>
    %12 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_13 : tensor<1x8x4x4xf32>) outs(%7 : tensor<1x8x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %15 = arith.negf %in : f32
      linalg.yield %15 : f32
    } -> tensor<1x8x4x4xf32>
    %expanded_14 = tensor.expand_shape %12 [[0], [1], [2], [3, 4]] output_shape [1, 8, 4, 4, 1] : tensor<1x8x4x4xf32> into tensor<1x8x4x4x1xf32>
    %expanded_15 = tensor.expand_shape %extracted_slice_12 [[0], [1], [2], [3, 4]] output_shape [1, 8, 4, 4, 1] : tensor<1x8x4x4xf32> into tensor<1x8x4x4x1xf32>
    %concat_16 = tensor.concat dim(4) %expanded_14, %expanded_15 : (tensor<1x8x4x4x1xf32>, tensor<1x8x4x4x1xf32>) -> tensor<1x8x4x4x2xf32>
    %collapsed_17 = tensor.collapse_shape %concat_16 [[0], [1], [2], [3, 4]] : tensor<1x8x4x4x2xf32> into tensor<1x8x4x8xf32>
    %13 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_17, %collapsed : tensor<1x8x4x8xf32>, tensor<1x8x1x8xf32>) outs(%5 : tensor<1x8x4x8xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %15 = arith.mulf %in, %in_20 : f32
      linalg.yield %15 : f32
    } -> tensor<1x8x4x8xf32>
    %14 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11, %13 : tensor<1x8x4x8xf32>, tensor<1x8x4x8xf32>) outs(%5 : tensor<1x8x4x8xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %15 = arith.addf %in, %in_20 : f32
      linalg.yield %15 : f32
    } -> tensor<1x8x4x8xf32>
    %extracted_slice_18 = tensor.extract_slice %arg1[0, 0, 0, 8] [1, 8, 4, 8] [1, 1, 1, 1] : tensor<1x8x4x16xf32> to tensor<1x8x4x8xf32>
    %concat_19 = tensor.concat dim(3) %14, %extracted_slice_18 : (tensor<1x8x4x8xf32>, tensor<1x8x4x8xf32>) -> tensor<1x8x4x16xf32>
    return %concat_10, %concat_19 : tensor<1x8x4x16xf32>, tensor<1x8x4x16xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_64_8_torch.float32: "0x04000000000000000000000000000000000000000000803F0000803F0000803F0000803FA46A573F7775CC3D57D6233C6E12833A41510A3F98B87E3FB9FC7F3FF8FF7F3FB7C7683FF96F4B3E3ED4A33C6912033B3311D5BEA5E57A3FE5F27F3FDFFF7F3FC381103E6D4E973E1FB9F53C939B443B26707DBFEF90743F83E27F3FB5FF7F3FCFBD41BFD861C73EDBCB233D5812833B305527BFA7CA6B3F94CB7F3F7AFF7F3F107C75BF4477F53EF4B64C3DDED6A33B2C3C913E40A9603F19AE7F3F2EFF7F3F8C0F8FBE698C103FD19C753D599BC43BB8CD753F3249533F128A7F3FD2FE7F3F4630283F73EB243F323E8F3DC75FE53BBDFF403FB3CC433F815F7F3F65FE7F3F95467D3FA6A4373F50AAA33D1312033CF6FD14BE5F5B323F652E7F3FE7FD7F3F3201D33E1D88483F3E12B83D3B74133CD53F69BFD4211F3FC2F67E3F59FD7F3FF8440BBFA46A573F7675CC3D58D6233C64CD56BF41510A3F98B87E3FB9FC7F3F5CFF7FBF2B26643F72D3E03D6B38343C7205913BC03DE83EE8737E3F09FC7F3FD85C09BF1D9A6E3FAC2BF53D719A443CD006583FF386B93EB5287E3F48FB7F3F2220D73EC0AB763FD0BE043E6BFC543C6F4E683F99F5883E00D77D3F76FA7F3F72987D3F6F467C3F64E40E3E575E653CD7040C3EDF0B2E3ECC7E7D3F94F97F3F4479263FD55B7F3F4F06193E34C0753CE87A42BFAADE903D1A207D3FA1F87F3F106893BE0EE47F3F5024233E0111833C2C2975BFE333EFBCEDBA7C3F9DF77F3F251E76BFBFDD7D3F233E2D3EDE418B3C36E28CBED3EF03BE494F7C3F88F67F3FB34040BF144E793F8753373EB372933C840A293FAFA768BE2EDD7B3F62F57F3F6979193EB940723F3A64413E7EA39B3CBF1B7D3F3586A5BEA1647B3F2CF47F3FC8B6693FB7C7683FF86F4B3E3FD4A33C22F0D03E3311D5BEA5E57A3FE5F27F3F102F563F49FB5C3F8376553EF504AC3CFC370CBF9A3D01BF3C607A3F8DF17F3F150511BC9EF94E3F96775F3EA035B43C6FFD7FBF03A816BF6AD4793F24F07F3FE6A158BF8AE63E3FF072693E3F66BC3CBF6708BF10912ABF3442793FABEE7F3FFCD367BF26EB2C3F5168733ED196C43CFE2DD93ED7C53CBF9BA9783F20ED7F3F388707BE7835193F77577D3E57C7CC3C78BF7D3FBF174DBFA50A783F85EB7F3F0837433FE4F7033F10A0833ECFF7D43C819C253F115D5BBF5665773FDAE97F3F0ED5743F88D1DA3E0591883E3A28DD3C389395BE467167BFB1B9763F1DE87F3F2AB48A3E9383AB3E7D7E8D3E9658E53C576D76BF7C3571BFBB07763F50E67F3FE9E329BFC1FD743E5468923EE388ED3CB3803FBFB79078BF794F753F72E47F3FA4EF7CBFC381103E6C4E973E20B9F53C18F41D3E26707DBFEF90743F83E27F3F06DECEBE56502A3DA5309C3E4DE9FD3C8E2C6A3F52C77FBF22CC733F83E07F3F4D2A0D3FC7196FBDDE0EA13EB50C033DA98F553F3F907FBF1801733F73DE7F3F39FA7F3F138821BEF7E8A53EBA24073DB78659BC7ACB7CBFD52F723F52DC7F3FF771073F4CD682BED2BEAA3EB83C0B3DE73B59BF168077BF5F58713F20DA7F3FC23ADBBEDC99B3BE4D90AF3EAB540F3D5F5867BFA0BB6FBFBB7A703FDDD77F3F38E57DBF0F92E2BE495DB43E966C133DEA0803BEF59165BFEF966F3F89D57F3FEABE24BF58A307BFA925B93E7684173D2DF2433F151D59BF01AD6E3F25D37F3F9FBD973EB7A21CBF4AE9BD3E4D9C1B3DB57F743FDD7C4ABFF7BC6D3FB0D07F3F4BBB763F731130BF0EA8C23E19B41F3D6C85883EB2D639BFD7C66C3F2ACE7F3FBCBF3E3FCFBD41BFD761C73EDCCB233D74BC2ABF305527BFA7CA6B3F94CB7F3FFB6D22BE9B7A51BF8616CC3E93E3273D44C27CBFAB2713BF6EC86A3FEDC87F3F28A16ABF991F5FBFFAC5D03E40FB2B3DE0CACCBE6F03FBBE32C0693F35C67F3F30EF54BFDB896ABF1670D53EE012303DE81B0E3F8735CDBEFBB1683F6CC37F3FA103913C329C73BFBD14DA3E762A343DBBF57F3FB95A9DBECE9D673F92C07F3FD0D4593F6A3F7ABFCDB3DE3E0042383D817B063FDBDA57BEB483663FA8BD7F3F9ADB663F88627EBF2A4DE33E7E593C3D6E46DDBE46B0E5BDB263653FADBA7F3FE813FD3DF9FA7FBFB6E0E73EEF70403DB2097EBF9FF84ABCD23D643FA1B77F3F56AC44BFA4047FBF526EEC3E5388443D80E023BFC432B33D1912633F84B47F3F222974BF03827BBFE0F5F03EAB9F483D44E7993E20FD3E3E91E0613F57B17F3FFF5586BE107C75BF4477F53EF5B64C3D0408773F2C3C913E40A9603F19AE7F3F24942B3F32026DBF5EF2F93E33CE503DD1FD3D3F4A86C13E2F6C5F3FCAAA7F3FA0937C3F132A62BF1267FE3E62E5543D0EE726BE73E1EF3E66295E3F6AA77F3FB4B6CA3E790F55BFA26A013F84FC583D95146BBF7DEB0D3FEDE05C3FFAA37F3FCD0C0FBFE4D345BF6A9E033F97135D3DA64D54BF3D7B223FCC925B3F79A07F3FF4EF7FBF4A9E34BFD5CE053F9D2A613D2C43B53C626B353F0C3F5A3FE79C7F3F5E8405BFB29A21BFD2FB073F9241653DA26C5A3F7B8B463FB6E5583F44997F3FFD50DF3EB6F90CBF53250A3F7A58693DAC5D663FBFAF553FD386573F91957F3FE72C7E3F51E0EDBE4C4B0C3F516F6D3DB714F43D6AB1623F6B22563FCD917F3F4301233FC06CBFBEAD6D0E3F1A86713D836545BF3B6F6D3F87B8543FF88D7F3F23109CBE8C0F8FBE688C103FD29C753D56D173BFB8CD753F3249533F128A7F3F7F5377BFD5883ABE71A7123F7BB3793DE62584BE7BB77B3F74D4513F1C867F3FF23A3DBFA12AAABDB8BE143F12CA7D3DF76A2C3F621D7F3F575A503F14827F3F4B5F2B3EB4BD893C31D2163F4DF0803DB8637C3FBCF67F3FE4DA4E3FFD7D7F3F"
    }
  }
#-}
