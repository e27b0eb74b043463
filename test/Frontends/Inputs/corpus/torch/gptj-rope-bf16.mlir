#map = affine_map<(d0, d1, d2) -> (0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
module {
  func.func @main(%arg0: tensor<1x8x4x16xbf16>, %arg1: tensor<1x8x4x16xbf16>, %arg2: tensor<1x8xi64>) -> (tensor<1x8x4x16xbf16>, tensor<1x8x4x16xbf16>) {
    %c0_i64 = arith.constant 0 : i64
    %c64_i64 = arith.constant 64 : i64
    %cst = arith.constant dense_resource<torch_tensor_64_8_torch.float32> : tensor<64x8xf32>
    %0 = tensor.empty() : tensor<1x8x8xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2 : tensor<1x8xi64>) outs(%0 : tensor<1x8x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %17 = arith.cmpi slt, %in, %c0_i64 : i64
      %18 = arith.addi %in, %c64_i64 : i64
      %19 = arith.select %17, %18, %in : i64
      %20 = arith.index_cast %19 : i64 to index
      %21 = linalg.index 2 : index
      %extracted = tensor.extract %cst[%20, %21] : tensor<64x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x8xf32>
    %2 = tensor.empty() : tensor<1x8x8xbf16>
    %3 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<1x8x8xf32>) outs(%2 : tensor<1x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %17 = arith.truncf %in : f32 to bf16
      linalg.yield %17 : bf16
    } -> tensor<1x8x8xbf16>
    %extracted_slice = tensor.extract_slice %3[0, 0, 0] [1, 8, 4] [1, 1, 1] : tensor<1x8x8xbf16> to tensor<1x8x4xbf16>
    %extracted_slice_0 = tensor.extract_slice %3[0, 0, 4] [1, 8, 4] [1, 1, 1] : tensor<1x8x8xbf16> to tensor<1x8x4xbf16>
    %extracted_slice_1 = tensor.extract_slice %arg0[0, 0, 0, 0] [1, 8, 4, 8] [1, 1, 1, 1] : tensor<1x8x4x16xbf16> to tensor<1x8x4x8xbf16>
    %expanded = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [1, 8, 1, 4] : tensor<1x8x4xbf16> into tensor<1x8x1x4xbf16>
    %4 = tensor.empty() : tensor<1x8x1x4x2xbf16>
    %5 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x1x4xbf16>) outs(%4 : tensor<1x8x1x4x2xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x8x1x4x2xbf16>
    %collapsed = tensor.collapse_shape %5 [[0], [1], [2], [3, 4]] : tensor<1x8x1x4x2xbf16> into tensor<1x8x1x8xbf16>
    %expanded_2 = tensor.expand_shape %extracted_slice_0 [[0], [1], [2, 3]] output_shape [1, 8, 1, 4] : tensor<1x8x4xbf16> into tensor<1x8x1x4xbf16>
    %6 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_2 : tensor<1x8x1x4xbf16>) outs(%4 : tensor<1x8x1x4x2xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x8x1x4x2xbf16>
    %collapsed_3 = tensor.collapse_shape %6 [[0], [1], [2], [3, 4]] : tensor<1x8x1x4x2xbf16> into tensor<1x8x1x8xbf16>
    %7 = tensor.empty() : tensor<1x8x4x8xbf16>
    %8 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_1, %collapsed_3 : tensor<1x8x4x8xbf16>, tensor<1x8x1x8xbf16>) outs(%7 : tensor<1x8x4x8xbf16>) {
    ^bb0(%in: bf16, %in_20: bf16, %out: bf16):
      %17 = arith.mulf %in, %in_20 : bf16
      linalg.yield %17 : bf16
    } -> tensor<1x8x4x8xbf16>
    %extracted_slice_4 = tensor.extract_slice %extracted_slice_1[0, 0, 0, 0] [1, 8, 4, 4] [1, 1, 1, 2] : tensor<1x8x4x8xbf16> to tensor<1x8x4x4xbf16>
    %extracted_slice_5 = tensor.extract_slice %extracted_slice_1[0, 0, 0, 1] [1, 8, 4, 4] [1, 1, 1, 2] : tensor<1x8x4x8xbf16> to tensor<1x8x4x4xbf16>
    %9 = tensor.empty() : tensor<1x8x4x4xbf16>
    %10 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_5 : tensor<1x8x4x4xbf16>) outs(%9 : tensor<1x8x4x4xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %17 = arith.negf %in : bf16
      linalg.yield %17 : bf16
    } -> tensor<1x8x4x4xbf16>
    %expanded_6 = tensor.expand_shape %10 [[0], [1], [2], [3, 4]] output_shape [1, 8, 4, 4, 1] : tensor<1x8x4x4xbf16> into tensor<1x8x4x4x1xbf16>
    %expanded_7 = tensor.expand_shape %extracted_slice_4 [[0], [1], [2], [3, 4]] output_shape [1, 8, 4, 4, 1] : tensor<1x8x4x4xbf16> into tensor<1x8x4x4x1xbf16>
    %concat = tensor.concat dim(4) %expanded_6, %expanded_7 : (tensor<1x8x4x4x1xbf16>, tensor<1x8x4x4x1xbf16>) -> tensor<1x8x4x4x2xbf16>
    %collapsed_8 = tensor.collapse_shape %concat [[0], [1], [2], [3, 4]] : tensor<1x8x4x4x2xbf16> into tensor<1x8x4x8xbf16>
    %11 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_8, %collapsed : tensor<1x8x4x8xbf16>, tensor<1x8x1x8xbf16>) outs(%7 : tensor<1x8x4x8xbf16>) {
    ^bb0(%in: bf16, %in_20: bf16, %out: bf16):
      %17 = arith.mulf %in, %in_20 : bf16
      linalg.yield %17 : bf16
    } -> tensor<1x8x4x8xbf16>
    %12 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %11 : tensor<1x8x4x8xbf16>, tensor<1x8x4x8xbf16>) outs(%7 : tensor<1x8x4x8xbf16>) {
    ^bb0(%in: bf16, %in_20: bf16, %out: bf16):
      %17 = arith.addf %in, %in_20 : bf16
      linalg.yield %17 : bf16
    } -> tensor<1x8x4x8xbf16>
    %extracted_slice_9 = tensor.extract_slice %arg0[0, 0, 0, 8] [1, 8, 4, 8] [1, 1, 1, 1] : tensor<1x8x4x16xbf16> to tensor<1x8x4x8xbf16>
    %concat_10 = tensor.concat dim(3) %12, %extracted_slice_9 : (tensor<1x8x4x8xbf16>, tensor<1x8x4x8xbf16>) -> tensor<1x8x4x16xbf16>
    %extracted_slice_11 = tensor.extract_slice %arg1[0, 0, 0, 0] [1, 8, 4, 8] [1, 1, 1, 1] : tensor<1x8x4x16xbf16> to tensor<1x8x4x8xbf16>
    %13 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_11, %collapsed_3 : tensor<1x8x4x8xbf16>, tensor<1x8x1x8xbf16>) outs(%7 : tensor<1x8x4x8xbf16>) {
    ^bb0(%in: bf16, %in_20: bf16, %out: bf16):
      %17 = arith.mulf %in, %in_20 : bf16
      linalg.yield %17 : bf16
    } -> tensor<1x8x4x8xbf16>
    %extracted_slice_12 = tensor.extract_slice %extracted_slice_11[0, 0, 0, 0] [1, 8, 4, 4] [1, 1, 1, 2] : tensor<1x8x4x8xbf16> to tensor<1x8x4x4xbf16>
    %extracted_slice_13 = tensor.extract_slice %extracted_slice_11[0, 0, 0, 1] [1, 8, 4, 4] [1, 1, 1, 2] : tensor<1x8x4x8xbf16> to tensor<1x8x4x4xbf16>
    %14 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_13 : tensor<1x8x4x4xbf16>) outs(%9 : tensor<1x8x4x4xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %17 = arith.negf %in : bf16
      linalg.yield %17 : bf16
    } -> tensor<1x8x4x4xbf16>
    %expanded_14 = tensor.expand_shape %14 [[0], [1], [2], [3, 4]] output_shape [1, 8, 4, 4, 1] : tensor<1x8x4x4xbf16> into tensor<1x8x4x4x1xbf16>
    %expanded_15 = tensor.expand_shape %extracted_slice_12 [[0], [1], [2], [3, 4]] output_shape [1, 8, 4, 4, 1] : tensor<1x8x4x4xbf16> into tensor<1x8x4x4x1xbf16>
    %concat_16 = tensor.concat dim(4) %expanded_14, %expanded_15 : (tensor<1x8x4x4x1xbf16>, tensor<1x8x4x4x1xbf16>) -> tensor<1x8x4x4x2xbf16>
    %collapsed_17 = tensor.collapse_shape %concat_16 [[0], [1], [2], [3, 4]] : tensor<1x8x4x4x2xbf16> into tensor<1x8x4x8xbf16>
    %15 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_17, %collapsed : tensor<1x8x4x8xbf16>, tensor<1x8x1x8xbf16>) outs(%7 : tensor<1x8x4x8xbf16>) {
    ^bb0(%in: bf16, %in_20: bf16, %out: bf16):
      %17 = arith.mulf %in, %in_20 : bf16
      linalg.yield %17 : bf16
    } -> tensor<1x8x4x8xbf16>
    %16 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %15 : tensor<1x8x4x8xbf16>, tensor<1x8x4x8xbf16>) outs(%7 : tensor<1x8x4x8xbf16>) {
    ^bb0(%in: bf16, %in_20: bf16, %out: bf16):
      %17 = arith.addf %in, %in_20 : bf16
      linalg.yield %17 : bf16
    } -> tensor<1x8x4x8xbf16>
    %extracted_slice_18 = tensor.extract_slice %arg1[0, 0, 0, 8] [1, 8, 4, 8] [1, 1, 1, 1] : tensor<1x8x4x16xbf16> to tensor<1x8x4x8xbf16>
    %concat_19 = tensor.concat dim(3) %16, %extracted_slice_18 : (tensor<1x8x4x8xbf16>, tensor<1x8x4x8xbf16>) -> tensor<1x8x4x16xbf16>
    return %concat_10, %concat_19 : tensor<1x8x4x16xbf16>, tensor<1x8x4x16xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_64_8_torch.float32: "0x04000000000000000000000000000000000000000000803F0000803F0000803F0000803FA46A573F68A8CC3D4DFF233CFFFF823A41510A3FF4B77E3FB8FC7F3FF8FF7F3FB7C7683F27A24B3E32FDA33CFAFF023B3311D5BE19E37A3FDEF27F3FDFFF7F3FC381103E1C73973E89F6F53CED7F443B26707DBF418B743F74E27F3FB5FF7F3FCFBD41BFFF90C73EC9F4233DE9FF823B305527BFAEC06B3F7ACB7F3F7AFF7F3F107C75BF6CAFF53E18EA4C3DD3BFA33B2C3C913EE799603FF0AD7F3F2FFF7F3F8C0F8FBE19AC103F26DA753DB37FC43BB8CD753F8133533FD7897F3FD2FE7F3F4630283FB50D253FF3618F3D853FE53BBDFF403FD3AF433F305F7F3F65FE7F3F95467D3F4EC8373F25D3A33DA5FF023CF6FD14BEA136323FFD2D7F3FE8FD7F3F3201D33EE6AB483F2340B83D7E5F133CD53F69BFB2F41E3F3DF67E3F59FD7F3FF8440BBF328D573F68A8CC3D4DBF233C64CD56BF621B0A3FF4B77E3FBAFC7F3F5CFF7FBF1146643F6D0BE13D121F343C7205913B3CC0E73E22737E3F0AFC7F3FD85C09BFE7B56E3FAC68F53DCB7E443CD006583FC3F7B83EC9277E3F49FB7F3F2220D73EF4C1763FD0DF043E77DE543C6F4E683F3E55883EECD57D3F78FA7F3F72987D3F9A557C3FE1070F3E163E653CD7040C3EA4AA2C3E8B7D7D3F96F97F3F4479263F8D627F3F472C193EA59D753CE87A42BF8DE08D3DAA1E7D3FA3F87F3F106893BEFCE07F3FC04C233E92FE823C2C2975BF2AFFFBBC4CB97C3F9FF77F3F251E76BFA3CF7D3F08692D3E492E8B3C36E28CBE569F05BE714D7C3F8AF67F3FB34040BFCE33793FDD80373EF75D933C840A293F53686ABE1EDB7B3F65F57F3F6979193E4E19723FFD93413E9B8D9B3CBF1B7D3F476CA6BE55627B3F2FF47F3FC8B6693F5692683F27A24B3E35BDA33C22F0D03EE0F9D5BE19E37A3FE8F27F3F102F563F52B75C3F17AB553EC5ECAB3CFC370CBF8AB101BF6E5D7A3F91F17F3F150511BCA3A64E3F8CAE5F3E491CB43C6FFD7FBFC21917BF57D1793F29F07F3FE6A158BF56843E3F45AC693EC14BBC3CBF6708BFB9FE2ABFD83E793FAFEE7F3FFCD367BFC5792C3FFFA3733E2D7BC43CFE2DD93E742D3DBFF4A5783F26ED7F3F388707BE2CB5183F79957D3E8CAACC3C78BF7D3F59774DBFAF06783F8BEB7F3F0837433F3469033F39C0833EDED9D43C819C253FA9B25BBF0E61773FE0E97F3F0ED5743FE598D93E54B2883E2209DD3C389395BEEBBA67BF14B5763F24E87F3F2AB48A3EB631AA3EEEA08D3E5738E53C576D76BF487171BFC602763F57E67F3FE9E329BFB02C723EE68B923E7D67ED3CB3803FBFDDBC78BF294A753F79E47F3FA4EF7CBF4B890D3E1C73973E9496F53C18F41D3EF78A7DBF418B743F8BE27F3F06DECEBEA3EC1D3D6F569C3E9BC5FD3C8E2C6A3F45CF7FBF14C6733F8CE07F3F4D2A0D3FA2E07BBDBF35A13E48FA023DA98F553FF9837FBFA6FA723F7CDE7F3F39FA7F3F18CA24BEED10A63EBB11073DB78659BCD3A97CBFFC28723F5CDC7F3FF771073FD97A84BED9E7AA3E25290B3DE73B59BF224877BF1C51713F2ADA7F3FC23ADBBE1F3DB5BE62BAAF3E85400F3D5F5867BFB16C6FBF0C73703FE8D77F3F38E57DBFE82EE4BE6988B43EDC57133DEA0803BEA42B65BFD08E6F3F95D57F3FEABE24BFF26B08BFCF51B93E2A6F173D2DF2433F419F58BF70A46E3F32D37F3F9FBD973ECE621DBF7416BE3E6D861B3DB57F743FB3E749BFF1B36D3FBED07F3F4BBB763F4FC630BF39D6C23EA79D1F3D6C85883EB02A39BF59BD6C3F38CE7F3FBCBF3E3FC36442BFFF90C73ED6B4233D74BC2ABF1F9326BFAEC06B3FA3CB7F3FFB6D22BE031152BFA646CC3EFACB273D44C27CBFA55012BFF7BD6A3FFCC87F3F28A16ABFE4A25FBF10F7D03E13E32B3DE0CACCBE5E2EF9BE3BB5693F45C67F3F30EF54BF9FF76ABF1DA2D53E21FA2F3DE81B0E3FD43CCBBE80A6683F7DC37F3FA103913C2AF273BFB047DA3E2411343DBBF57F3F6C429BBECE91673FA4C07F3FD0D4593F817B7ABFAAE7DE3E1A28383D817B063F367453BE2B77663FBBBD7F3F9ADB663FE5827EBFEC81E33E053F3C3D6E46DDBE4C8BDCBD9F56653FC0BA7F3FE813FD3D02FE7FBF5816E83EE355403DB2097EBF3D8FFFBB3130643FB5B77F3F56AC44BF0CE97EBFD0A4EC3EB56C443D80E023BF54C2BC3DE803633F99B47F3F222974BFCA467BBF362DF13E7A83483D44E7993EECCC433ECDD1613F6DB17F3FFF5586BE8A2075BF6CAFF53E329A4C3D0408773F70A1933EE799603F30AE7F3F24942B3F11866CBF552BFA3EDCB0503DD1FD3D3F0EE2C33E3E5C5F3FE2AA7F3FA0937C3F6A8D61BFD4A0FE3E79C7543D0EE726BEA72CF23EDB185E3F83A77F3FB4B6CA3EB55254BFE587013F07DE583D95146BBF4B050F3FC5CF5C3F14A47F3FCD0C0FBFD7F744BF0EBC033F88F45C3DA64D54BFB885233F05815B3F94A07F3FF4EF7FBF2CA433BFD6EC053FFA0A613D2C43B53C1063363FA42C5A3F039D7F3F5E8405BF1C8420BF2E1A083F5D21653DA26C5A3FF86C473FAAD2583F61997F3FFD50DF3EABC80BBF08440A3FB237693DAC5D663FC777563F2173573FAF957F3FE72C7E3FF44DEBBE576A0C3FF74D6D3DB714F43DEF5C633F110E563FEC917F3F4301233F85AFBCBE0C8D0E3F2C64713D836545BF65FB6D3F83A3543F188E7F3F23109CBE832D8CBE19AC103F527A753D56D173BFEF37763F8133533F338A7F3F7F5377BF7F8834BE6FC7123F6890793DE62584BE74FD7B3F14BE513F3E867F3FF23A3DBF93CE9DBD02DF143F6DA67D3DF76A2C3F283D7F3F4643503F38827F3F4B5F2B3E2221BC3CC3F2163F31DE803DB8637C3FB7EE7F3F20C34E3F217E7F3F"
    }
  }
#-}
