#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map6 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#map7 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>
module {
  func.func @main(%arg0: tensor<64x32xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64x32xf32>, %arg4: tensor<1x8x64xf32>, %arg5: tensor<1x8xi32>) -> tensor<1x8x64xf32> {
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant -3.40282347E+38 : f32
    %c1_i32 = arith.constant 1 : i32
    %cst_1 = arith.constant 4.000000e+00 : f32
    %cst_2 = complex.constant [0x7FC00000 : f32, 0.000000e+00 : f32] : complex<f32>
    %true = arith.constant true
    %c63_i32 = arith.constant 63 : i32
    %c64_i32 = arith.constant 64 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_3 = arith.constant 0.000000e+00 : f32
    %cst_4 = arith.constant dense<"0x0000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F0000000040510A3FA56A573F6A4E733F3E399F3E98B87E3F7775CC3D3CDF7F3F5C81013DB9FC7F3F57D6233CACFF7F3F213E4F3BF8FF7F3F6E12833AFFFF7F3F60CBA5393211D5BEB7C7683FEC7B4E3F1B54173FA5E57A3FF96F4B3EF97C7F3FC970813DE5F27F3F3ED4A33CB0FE7F3FDD3DCF3BDEFF7F3F6912033BFDFF7F3F5FCB253A26707DBFC381103E572F153FC209503FEF90743F6D4E973E4FD97E3FC1FFC13D83E27F3F1FB9F53C0DFD7F3F116E1B3CB5FF7F3F939B443BF8FF7F3F0EB1783A305527BFCFBD41BFB12E9A3EDE1D743FA7CA6B3FD761C73E69F47D3F892E013E94CB7F3FDBCB233DC2FA7F3FCE3C4F3C7AFF7F3F5812833BF3FF7F3F5DCBA53A2B3C913E107C75BFE97229BC7FFC7F3F40A9603F4477F53E81CE7C3F1F3C213E19AE7F3FF4B64C3DCFF77F3F8185813C2EFF7F3FDED6A33BEBFF7F3F323ECF3AB8CD753F8C0F8FBE6C3FA4BE4E78723F3249533F698C103FE3677B3F6F20413E128A7F3FD19C753D34F47F3F476C9B3CD2FE7F3F599BC43BE2FF7F3F06B1F83ABDFF403F4630283FBC7419BF6EE84C3FB3CC433F73EB243FEAC0793F51D3603E815F7F3F323E8F3DF2EF7F3FA652B53C65FE7F3FC75FE53BD7FF7F3FEC11113BF6FD14BE95467D3FE59151BF7E06133F5F5B323FA6A4373F02DA773F5226803E662E7F3F50AAA33D08EB7F3F8F38CF3CE7FD7F3F1312033CCAFF7F3F54CB253BD53F69BF3101D33EA2E674BFEE1F953ED4211F3F1D88483FA9B3753F2EC28F3EC2F67E3F3E12B83D76E57F3FF01DE93C59FD7F3F3B74133CBCFF7F3FBB843A3B64CD56BFF7440BBFFBF17FBF9770A9BC40510A3FA56A573F6A4E733F3F399F3E98B87E3F7675CC3D3CDF7F3F5C81013DB9FC7F3F58D6233CACFF7F3F213E4F3B7205913B5CFF7FBF8C9B71BF1F41A9BEC03DE83E2A26643FE4AA703F8C87AE3EE8737E3F72D3E03D5BD87F3F6B730E3D09FC7F3F6B38343C9AFF7F3F86F7633BD006583FD85C09BF574F4BBF24911BBFF486B93E1D9A6E3FC3C96D3F2CA9BD3EB5287E3FAC2BF53DD2D07F3F1D651B3D48FB7F3F719A443C87FF7F3FE9B0783B6F4E683F2320D73E9DD910BF4C1453BF99F5883EC0AB763FC2AB6A3F419ACC3E00D77D3FD0BE043EA1C87F3F6A56283D76FA7F3F6BFC543C72FF7F3F25B5863BD8040C3E72987D3F0A0D90BEB3A875BFDF0B2E3E6F467C3FB151673FF556DB3ECC7E7D3F64E40E3EC9BF7F3F4747353D94F97F3F575E653C5CFF7F3FD511913BE87A42BF4479263F9522FE3C75E07FBFAADE903DD55B7F3F68BC633F85DBE93E1A207D3F4F06193E49B67F3FAE37423DA1F87F3F34C0753C43FF7F3F846E9B3B2C2975BF116893BE2E3EAE3E2EB870BFE233EFBC0EE47F3FD4EC5F3F3724F83EEDBA7C3F5024233E22AC7F3F96274F3D9DF77F3F0111833C29FF7F3F32CBA53B36E28CBE251E76BF50A91D3FA9B049BFD3EF03BEBFDD7D3FEEE35B3FB216033F494F7C3F233E2D3E53A17F3FF6165C3D88F67F3FDE418B3C0EFF7F3FDE27B03B840A293FB34040BFE990543FC8A80EBFAFA768BE144E793FBEA2573FBAF9093F2EDD7B3F8753373EDC957F3FC505693D62F57F3FB372933CF0FE7F3F8A84BA3BBF1B7D3F6979193E0764763F44F68ABE3586A5BEB940723F5C2A533F71B9103FA1647B3F3A64413EBE897F3FFCF3753D2CF47F3F7EA39B3CD1FE7F3F34E1C43B22F0D03EC8B6693FEDC77F3F5067293D3211D5BEB7C7683FEC7B4E3F1C54173FA5E57A3FF86F4B3EF97C7F3FC970813DE5F27F3F3FD4A33CB0FE7F3FDD3DCF3BFC370CBF102F563F39CE6F3F7236B33E9A3D01BF49FB5C3FA098493F0AC81D3F3C607A3F8376553E8C6F7F3F3FE7873D8DF17F3FF504AC3C8EFE7F3F859AD93B6FFD7FBF150511BC7A0C483F26BD1F3F03A816BF9EF94E3FBB81443F9513243F6AD4793F96775F3E78617F3F5C5D8E3D24F07F3FA035B43C6AFE7F3F2BF7E33BBF6708BFE6A158BF04740C3FB807563F10912ABF8AE63E3F88383F3F1F352A3F3342793FF072693EBC527F3F1BD3943DABEE7F3F3F66BC3C44FE7F3FD053EE3BFE2DD93EFCD367BFB0DB853E9C18773FD7C53CBF27EB2C3F62BE393F182B303F9BA9783F5168733E59437F3F7A489B3D20ED7F3FD196C43C1DFE7F3F74B0F83B78BF7D3F388707BE31B853BD64A87F3FBF174DBF7935193FB014343FF9F3353FA50A783F77577D3E4E337F3F72BDA13D85EB7F3F57C7CC3CF4FD7F3F8B86013C829C253F0737433FDB29B8BEB0DD6E3F115D5BBFE4F7033FE53C2E3F468E3B3F5565773F10A0833E9D227F3F0132A83DDAE97F3FCFF7D43CC9FD7F3FDBB4063C389395BE0ED5743FA1CC21BFCC62463F467167BF88D1DA3E8138283F91F8403FB1B9763F0591883E44117F3F21A6AE3D1DE87F3F3A28DD3C9CFD7F3F2AE30B3C576D76BF2AB48A3EAA7857BF683B0A3F7B3571BF9383AB3E0D09223F7531463FBB07763F7D7E8D3E44FF7E3FCE19B53D50E67F3F9658E53C6EFD7F3F7811113CB3803FBFE9E329BF6DC677BF70BD803EB79078BFC0FD743E1FB01B3F9E374B3F794F753F5468923E9DEC7E3F068DBB3D72E47F3FE388ED3C3FFD7F3FC53F163C18F41D3EA4EF7CBFDC817FBF45037EBD26707DBFC381103E562F153FC309503FEF90743F6C4E973E4FD97E3FC1FFC13D83E27F3F20B9F53C0DFD7F3F116E1B3C8E2C6A3F06DECEBEA0E66DBF2B18BDBE52C77FBF56502A3D5D880E3FA6A6543F22CC733FA5309C3E5AC57E3FFE71C83D83E07F3F4DE9FD3CDAFC7F3F5C9C203CA98F553F4D2A0D3FB5B344BFA7D723BF3F907FBFC6196FBDE8BC073F1A0D593F1801733FDE0EA13EBEB07E3FB8E3CE3D73DE7F3FB50C033DA5FC7F3FA7CA253CB78659BC39FA7F3F09FF07BFB2E358BF7ACB7CBF138821BEB5CE003FFF3B5D3FD52F723FF7E8A53E7B9B7E3FEA54D53D52DC7F3FBA24073D6EFC7F3FF0F82A3CE73B59BFF771073F183777BE796D78BF168077BF4CD682BE117FF33E4232613F5F58713FD2BEAA3E91857E3F91C5DB3D20DA7F3FB83C0B3D36FC7F3F3827303C5F5867BFC23ADBBE3324943D53547FBFA0BB6FBFDC99B3BE6322E53EE0EE643FBB7A703F4D90AF3E006F7E3FA635E23DDDD77F3FAB540F3DFCFB7F3F7E55353CEA0803BE38E57DBF4D01C23E0CE96CBFF59165BF0F92E2BE0E8BD63EE470683FEF966F3F495DB43EC9577E3F28A5E83D8AD57F3F966C133DC1FB7F3FC4833A3C2DF2433FEABE24BF32DE253F3AFF42BF151D59BF58A307BFCEBCC73E67B76B3F01AD6E3FA925B93EEB3F7E3F1214EF3D25D37F3F7684173D84FB7F3F08B23F3CB57F743F9FBD973EC9485A3FF1BE05BFDD7C4ABFB7A21CBF69BBB83E95C16E3FF7BC6D3F4AE9BD3E66277E3F5E82F53DB0D07F3F4D9C1B3D45FB7F3F4BE0443C6C85883E4BBB763FB40D793FCAEC6CBEB3D639BF721130BFBE8AA93EA58E713FD7C66C3F0EA8C23E3B0E7E3F0AF0FB3D2BCE7F3F19B41F3D04FB7F3F8D0E4A3C74BC2ABFBDBF3E3FCD1F7F3F3442A93D305527BFCFBD41BFAD2E9A3EDF1D743FA7CA6B3FD761C73E69F47D3F892E013E94CB7F3FDCCB233DC2FA7F3FCE3C4F3C44C27CBFFB6D22BEF5E46B3F3DE5C63EAB2713BF9B7A51BF25AB8A3E9B6E763F6EC86A3F8516CC3EF1D97D3FB764043EEDC87F3F93E3273D7EFA7F3F0D6B543CE0CACCBE28A16ABF6845413F32E0273F6F03FBBE991F5FBF3A08763E4380783F32C0693FFAC5D03ED2BE7D3F909A073E35C67F3F40FB2B3D38FA7F3F4B99593CE81B0E3F30EF54BF2F7B033FE6A75B3F8735CDBEDB896ABF307B563E4F527A3FFBB1683F1670D53E0DA37D3F0FD00A3E6CC37F3FE012303DF1F97F3F87C75E3CBBF57F3FA103913CFD9B623E1DA7793FB95A9DBE329C73BF40B7363E47E47B3FCE9D673FBD14DA3EA2867D3F32050E3E92C07F3F762A343DA8F97F3FC2F5633C817B063FD0D4593F945BBEBD4BE47E3FDADA57BE6A3F7ABF89C4163EC4357D3FB483663FCDB3DE3E91697D3FF939113EA8BD7F3F0042383D5DF97F3FFB23693C6E46DDBE9ADB663F9CC3CBBE6EDA6A3F46B0E5BD88627EBF7756ED3D71467E3FB263653F2A4DE33EDA4B7D3F616E143EADBA7F3F7E593C3D11F97F3F33526E3CB3097EBFE813FD3DA5DD29BF41863F3F9FF84ABCF9FA7FBF1AE7AC3D06167F3FD23D643FB6E0E73E7C2D7D3F68A2173EA1B77F3FEF70403DC3F87F3F6980733C80E023BF56AC44BFFF005DBFD533013FC532B33DA5047FBFF596583D50A47F3F1912633F526EEC3E790E7D3F0BD61A3E84B47F3F5388443D73F87F3F9EAE783C44E7993E222974BFB0397ABFFD44583E20FD3E3E03827BBF4B50AE3C29F17F3F91E0613FE0F5F03ED0EE7C3F49091E3E57B17F3FAB9F483D22F87F3FD1DC7D3C0308773FFF5586BECEA17EBFBD6FD3BD2B3C913E107C75BF697329BC7FFC7F3F40A9603F4477F53E81CE7C3F1F3C213E19AE7F3FF5B64C3DCFF77F3F8185813CD2FD3D3F23942B3F73C969BF859CD0BE4986C13E32026DBF02D72BBD4DC67F3F2F6C5F3F5EF2F93E8DAD7C3F8C6E243ECAAA7F3F33CE503D7AF77F3F991C843C0EE726BEA0937C3FE7C13DBF64D62BBF73E1EF3E132A62BF969296BDA24E7F3F66295E3F1267FE3EF38B7C3F8DA0273E6AA77F3F62E5543D24F77F3FB0B3863C95146BBFB3B6CA3EDFD1FDBE0C545EBF7DEB0D3F790F55BF2013D7BD9D957E3FEDE05C3FA26A013FB3697C3F1FD22A3EFAA37F3F84FC583DCCF67F3FC74A893CA64D54BFCD0C0FBFD1E74DBE6CC57ABF3D7B223FE4D345BF4EAE0BBE6D9B7D3FCC925B3F6A9E033FCE467C3F42032E3E79A07F3F97135D3D72F67F3FDBE18B3C2B43B53CF4EF7FBF1B7EE83D58587EBF626B353F4A9E34BF4BAF2BBE52607C3F0C3F5A3FD5CE053F44237C3FF333313EE79C7F3F9D2A613D17F67F3FEF788E3CA26C5A3F5E8405BF9A6FD53E17B268BF7B8B463FB29A21BF55844BBE9CE47A3FB6E5583FD2FB073F14FF7B3F3064343E44997F3F9241653DB9F57F3F0310913CAC5D663FFD50DF3E70CA2D3F5AF83BBFBFAF553FB6F90CBF47256BBEAE28793FD286573F53250A3F3FDA7B3FF793373E91957F3F7A58693D5BF57F3F16A7933CB714F43DE72C7E3F02A15F3F2235F9BE6AB1623F51E0EDBE034585BEF82C773F6B22563F4C4B0C3FC5B47B3F45C33A3ECD917F3F516F6D3DFAF47F3F273E963C846545BF4301233F464A7B3F418543BE3B6F6D3FC06CBFBE4AD594BEFBF1743F87B8543FAD6D0E3FA78E7B3F19F23D3EF88D7F3F1A86713D98F47F3F37D5983C56D173BF24109CBEEB077E3F1C86FD3DB8CD753F8C0F8FBE743FA4BE4C78723F3249533F688C103FE3677B3F6F20413E128A7F3FD29C753D34F47F3F476C9B3CE62584BE7E5377BF5C94673FD73CDA3E7BB77B3FD5883ABE927FB3BE8CC06F3F74D4513F71A7123F7B407B3F484E443E1C867F3F7BB3793DCFF37F3F56039E3CF76A2C3FF23A3DBFA7293A3FBAB92F3F621D7F3FA12AAABDBE91C2BE6DCB6C3F575A503FB9BE143F6D187B3FA07B473E15827F3F12CA7D3D68F37F3F639AA03CB8637C3F4B5F2B3E5A91F43EE7E7603FBCF67F3FB5BD893C1C72D1BEB099693FE4DA4E3F31D2163FBCEF7A3F76A84A3EFD7D7F3F4DF0803DFFF27F3F6E31A33C"> : tensor<64x8xcomplex<f32>>
    %collapsed = tensor.collapse_shape %arg4 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %0 = tensor.empty() : tensor<8x64xf32>
    %1 = linalg.fill ins(%cst_3 : f32) outs(%0 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %2 = linalg.matmul ins(%collapsed, %arg2 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %3 = tensor.empty() : tensor<8x32xf32>
    %4 = linalg.fill ins(%cst_3 : f32) outs(%3 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %5 = linalg.matmul ins(%collapsed, %arg0 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%4 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %6 = tensor.empty() : tensor<8x32xf32>
    %7 = linalg.fill ins(%cst_3 : f32) outs(%6 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %8 = linalg.matmul ins(%collapsed, %arg3 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%7 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded = tensor.expand_shape %8 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %9 = tensor.empty() : tensor<1x8xi1>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<1x8xi32>) outs(%9 : tensor<1x8xi1>) {
    ^bb0(%in: i32, %out: i1):
      %121 = arith.cmpi slt, %in, %c0_i32 : i32
      linalg.yield %121 : i1
    } -> tensor<1x8xi1>
    %11 = tensor.empty() : tensor<1x8xi32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<1x8xi32>) outs(%11 : tensor<1x8xi32>) {
    ^bb0(%in: i32, %out: i32):
      %121 = arith.addi %in, %c64_i32 : i32
      linalg.yield %121 : i32
    } -> tensor<1x8xi32>
    %13 = tensor.empty() : tensor<1x8xi32>
    %14 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%10, %12, %arg5 : tensor<1x8xi1>, tensor<1x8xi32>, tensor<1x8xi32>) outs(%13 : tensor<1x8xi32>) {
    ^bb0(%in: i1, %in_35: i32, %in_36: i32, %out: i32):
      %121 = arith.select %in, %in_35, %in_36 : i32
      linalg.yield %121 : i32
    } -> tensor<1x8xi32>
    %expanded_5 = tensor.expand_shape %14 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xi32> into tensor<1x8x1xi32>
    %15 = tensor.empty() : tensor<1x8x1xi1>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_5 : tensor<1x8x1xi32>) outs(%15 : tensor<1x8x1xi1>) {
    ^bb0(%in: i32, %out: i1):
      %121 = arith.cmpi sge, %in, %c0_i32 : i32
      linalg.yield %121 : i1
    } -> tensor<1x8x1xi1>
    %17 = tensor.empty() : tensor<1x8x1xi1>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_5 : tensor<1x8x1xi32>) outs(%17 : tensor<1x8x1xi1>) {
    ^bb0(%in: i32, %out: i1):
      %121 = arith.cmpi sle, %in, %c63_i32 : i32
      linalg.yield %121 : i1
    } -> tensor<1x8x1xi1>
    %19 = tensor.empty() : tensor<1x8x1xi1>
    %20 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %18 : tensor<1x8x1xi1>, tensor<1x8x1xi1>) outs(%19 : tensor<1x8x1xi1>) {
    ^bb0(%in: i1, %in_35: i1, %out: i1):
      %121 = arith.andi %in, %in_35 : i1
      linalg.yield %121 : i1
    } -> tensor<1x8x1xi1>
    %21 = tensor.empty() : tensor<1x8xi1>
    %22 = linalg.fill ins(%true : i1) outs(%21 : tensor<1x8xi1>) -> tensor<1x8xi1>
    %23 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%20 : tensor<1x8x1xi1>) outs(%22 : tensor<1x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %121 = arith.andi %out, %in : i1
      linalg.yield %121 : i1
    } -> tensor<1x8xi1>
    %24 = tensor.empty() : tensor<1x8x1x8xcomplex<f32>>
    %25 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_5 : tensor<1x8x1xi32>) outs(%24 : tensor<1x8x1x8xcomplex<f32>>) {
    ^bb0(%in: i32, %out: complex<f32>):
      %121 = arith.index_cast %in : i32 to index
      %122 = linalg.index 3 : index
      %extracted = tensor.extract %cst_4[%121, %122] : tensor<64x8xcomplex<f32>>
      linalg.yield %extracted : complex<f32>
    } -> tensor<1x8x1x8xcomplex<f32>>
    %collapsed_6 = tensor.collapse_shape %25 [[0], [1], [2, 3]] : tensor<1x8x1x8xcomplex<f32>> into tensor<1x8x8xcomplex<f32>>
    %26 = tensor.empty() : tensor<1x8x8xi1>
    %27 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<1x8xi1>) outs(%26 : tensor<1x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<1x8x8xi1>
    %28 = tensor.empty() : tensor<1x8x8xcomplex<f32>>
    %29 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27, %collapsed_6 : tensor<1x8x8xi1>, tensor<1x8x8xcomplex<f32>>) outs(%28 : tensor<1x8x8xcomplex<f32>>) {
    ^bb0(%in: i1, %in_35: complex<f32>, %out: complex<f32>):
      %121 = arith.select %in, %in_35, %cst_2 : complex<f32>
      linalg.yield %121 : complex<f32>
    } -> tensor<1x8x8xcomplex<f32>>
    %expanded_7 = tensor.expand_shape %2 [[0, 1], [2, 3, 4]] output_shape [1, 8, 4, 8, 2] : tensor<8x64xf32> into tensor<1x8x4x8x2xf32>
    %extracted_slice = tensor.extract_slice %expanded_7[0, 0, 0, 0, 0] [1, 8, 4, 8, 1] [1, 1, 1, 1, 1] : tensor<1x8x4x8x2xf32> to tensor<1x8x4x8x1xf32>
    %collapsed_8 = tensor.collapse_shape %extracted_slice [[0], [1], [2], [3, 4]] : tensor<1x8x4x8x1xf32> into tensor<1x8x4x8xf32>
    %extracted_slice_9 = tensor.extract_slice %expanded_7[0, 0, 0, 0, 1] [1, 8, 4, 8, 1] [1, 1, 1, 1, 1] : tensor<1x8x4x8x2xf32> to tensor<1x8x4x8x1xf32>
    %collapsed_10 = tensor.collapse_shape %extracted_slice_9 [[0], [1], [2], [3, 4]] : tensor<1x8x4x8x1xf32> into tensor<1x8x4x8xf32>
    %30 = tensor.empty() : tensor<1x8x8xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<1x8x8xcomplex<f32>>) outs(%30 : tensor<1x8x8xf32>) {
    ^bb0(%in: complex<f32>, %out: f32):
      %121 = complex.re %in : complex<f32>
      linalg.yield %121 : f32
    } -> tensor<1x8x8xf32>
    %32 = tensor.empty() : tensor<1x8x4x8xf32>
    %33 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<1x8x8xf32>) outs(%32 : tensor<1x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x4x8xf32>
    %34 = tensor.empty() : tensor<1x8x4x8xf32>
    %35 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_8, %33 : tensor<1x8x4x8xf32>, tensor<1x8x4x8xf32>) outs(%34 : tensor<1x8x4x8xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %121 = arith.mulf %in, %in_35 : f32
      linalg.yield %121 : f32
    } -> tensor<1x8x4x8xf32>
    %36 = tensor.empty() : tensor<1x8x8xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<1x8x8xcomplex<f32>>) outs(%36 : tensor<1x8x8xf32>) {
    ^bb0(%in: complex<f32>, %out: f32):
      %121 = complex.im %in : complex<f32>
      linalg.yield %121 : f32
    } -> tensor<1x8x8xf32>
    %38 = tensor.empty() : tensor<1x8x4x8xf32>
    %39 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37 : tensor<1x8x8xf32>) outs(%38 : tensor<1x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x4x8xf32>
    %40 = tensor.empty() : tensor<1x8x4x8xf32>
    %41 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_10, %39 : tensor<1x8x4x8xf32>, tensor<1x8x4x8xf32>) outs(%40 : tensor<1x8x4x8xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %121 = arith.mulf %in, %in_35 : f32
      linalg.yield %121 : f32
    } -> tensor<1x8x4x8xf32>
    %42 = tensor.empty() : tensor<1x8x4x8xf32>
    %43 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35, %41 : tensor<1x8x4x8xf32>, tensor<1x8x4x8xf32>) outs(%42 : tensor<1x8x4x8xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %121 = arith.subf %in, %in_35 : f32
      linalg.yield %121 : f32
    } -> tensor<1x8x4x8xf32>
    %44 = tensor.empty() : tensor<1x8x4x8xf32>
    %45 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_8, %39 : tensor<1x8x4x8xf32>, tensor<1x8x4x8xf32>) outs(%44 : tensor<1x8x4x8xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %121 = arith.mulf %in, %in_35 : f32
      linalg.yield %121 : f32
    } -> tensor<1x8x4x8xf32>
    %46 = tensor.empty() : tensor<1x8x4x8xf32>
    %47 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_10, %33 : tensor<1x8x4x8xf32>, tensor<1x8x4x8xf32>) outs(%46 : tensor<1x8x4x8xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %121 = arith.mulf %in, %in_35 : f32
      linalg.yield %121 : f32
    } -> tensor<1x8x4x8xf32>
    %48 = tensor.empty() : tensor<1x8x4x8xf32>
    %49 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %47 : tensor<1x8x4x8xf32>, tensor<1x8x4x8xf32>) outs(%48 : tensor<1x8x4x8xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %121 = arith.addf %in, %in_35 : f32
      linalg.yield %121 : f32
    } -> tensor<1x8x4x8xf32>
    %expanded_11 = tensor.expand_shape %43 [[0], [1], [2], [3, 4]] output_shape [1, 8, 4, 8, 1] : tensor<1x8x4x8xf32> into tensor<1x8x4x8x1xf32>
    %expanded_12 = tensor.expand_shape %49 [[0], [1], [2], [3, 4]] output_shape [1, 8, 4, 8, 1] : tensor<1x8x4x8xf32> into tensor<1x8x4x8x1xf32>
    %50 = tensor.empty() : tensor<1x8x4x8x2xf32>
    %inserted_slice = tensor.insert_slice %expanded_11 into %50[0, 0, 0, 0, 0] [1, 8, 4, 8, 1] [1, 1, 1, 1, 1] : tensor<1x8x4x8x1xf32> into tensor<1x8x4x8x2xf32>
    %inserted_slice_13 = tensor.insert_slice %expanded_12 into %inserted_slice[0, 0, 0, 0, 1] [1, 8, 4, 8, 1] [1, 1, 1, 1, 1] : tensor<1x8x4x8x1xf32> into tensor<1x8x4x8x2xf32>
    %collapsed_14 = tensor.collapse_shape %inserted_slice_13 [[0], [1], [2], [3, 4]] : tensor<1x8x4x8x2xf32> into tensor<1x8x4x16xf32>
    %expanded_15 = tensor.expand_shape %5 [[0, 1], [2, 3, 4]] output_shape [1, 8, 2, 8, 2] : tensor<8x32xf32> into tensor<1x8x2x8x2xf32>
    %extracted_slice_16 = tensor.extract_slice %expanded_15[0, 0, 0, 0, 0] [1, 8, 2, 8, 1] [1, 1, 1, 1, 1] : tensor<1x8x2x8x2xf32> to tensor<1x8x2x8x1xf32>
    %collapsed_17 = tensor.collapse_shape %extracted_slice_16 [[0], [1], [2], [3, 4]] : tensor<1x8x2x8x1xf32> into tensor<1x8x2x8xf32>
    %extracted_slice_18 = tensor.extract_slice %expanded_15[0, 0, 0, 0, 1] [1, 8, 2, 8, 1] [1, 1, 1, 1, 1] : tensor<1x8x2x8x2xf32> to tensor<1x8x2x8x1xf32>
    %collapsed_19 = tensor.collapse_shape %extracted_slice_18 [[0], [1], [2], [3, 4]] : tensor<1x8x2x8x1xf32> into tensor<1x8x2x8xf32>
    %51 = tensor.empty() : tensor<1x8x2x8xf32>
    %52 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<1x8x8xf32>) outs(%51 : tensor<1x8x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x2x8xf32>
    %53 = tensor.empty() : tensor<1x8x2x8xf32>
    %54 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_17, %52 : tensor<1x8x2x8xf32>, tensor<1x8x2x8xf32>) outs(%53 : tensor<1x8x2x8xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %121 = arith.mulf %in, %in_35 : f32
      linalg.yield %121 : f32
    } -> tensor<1x8x2x8xf32>
    %55 = tensor.empty() : tensor<1x8x2x8xf32>
    %56 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37 : tensor<1x8x8xf32>) outs(%55 : tensor<1x8x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x2x8xf32>
    %57 = tensor.empty() : tensor<1x8x2x8xf32>
    %58 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_19, %56 : tensor<1x8x2x8xf32>, tensor<1x8x2x8xf32>) outs(%57 : tensor<1x8x2x8xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %121 = arith.mulf %in, %in_35 : f32
      linalg.yield %121 : f32
    } -> tensor<1x8x2x8xf32>
    %59 = tensor.empty() : tensor<1x8x2x8xf32>
    %60 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %58 : tensor<1x8x2x8xf32>, tensor<1x8x2x8xf32>) outs(%59 : tensor<1x8x2x8xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %121 = arith.subf %in, %in_35 : f32
      linalg.yield %121 : f32
    } -> tensor<1x8x2x8xf32>
    %61 = tensor.empty() : tensor<1x8x2x8xf32>
    %62 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_17, %56 : tensor<1x8x2x8xf32>, tensor<1x8x2x8xf32>) outs(%61 : tensor<1x8x2x8xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %121 = arith.mulf %in, %in_35 : f32
      linalg.yield %121 : f32
    } -> tensor<1x8x2x8xf32>
    %63 = tensor.empty() : tensor<1x8x2x8xf32>
    %64 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_19, %52 : tensor<1x8x2x8xf32>, tensor<1x8x2x8xf32>) outs(%63 : tensor<1x8x2x8xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %121 = arith.mulf %in, %in_35 : f32
      linalg.yield %121 : f32
    } -> tensor<1x8x2x8xf32>
    %65 = tensor.empty() : tensor<1x8x2x8xf32>
    %66 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %64 : tensor<1x8x2x8xf32>, tensor<1x8x2x8xf32>) outs(%65 : tensor<1x8x2x8xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %121 = arith.addf %in, %in_35 : f32
      linalg.yield %121 : f32
    } -> tensor<1x8x2x8xf32>
    %expanded_20 = tensor.expand_shape %60 [[0], [1], [2], [3, 4]] output_shape [1, 8, 2, 8, 1] : tensor<1x8x2x8xf32> into tensor<1x8x2x8x1xf32>
    %expanded_21 = tensor.expand_shape %66 [[0], [1], [2], [3, 4]] output_shape [1, 8, 2, 8, 1] : tensor<1x8x2x8xf32> into tensor<1x8x2x8x1xf32>
    %67 = tensor.empty() : tensor<1x8x2x8x2xf32>
    %inserted_slice_22 = tensor.insert_slice %expanded_20 into %67[0, 0, 0, 0, 0] [1, 8, 2, 8, 1] [1, 1, 1, 1, 1] : tensor<1x8x2x8x1xf32> into tensor<1x8x2x8x2xf32>
    %inserted_slice_23 = tensor.insert_slice %expanded_21 into %inserted_slice_22[0, 0, 0, 0, 1] [1, 8, 2, 8, 1] [1, 1, 1, 1, 1] : tensor<1x8x2x8x1xf32> into tensor<1x8x2x8x2xf32>
    %collapsed_24 = tensor.collapse_shape %inserted_slice_23 [[0], [1], [2], [3, 4]] : tensor<1x8x2x8x2xf32> into tensor<1x8x2x16xf32>
    %68 = tensor.empty() : tensor<1x8x2x2x16xf32>
    %69 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_24 : tensor<1x8x2x16xf32>) outs(%68 : tensor<1x8x2x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x2x2x16xf32>
    %collapsed_25 = tensor.collapse_shape %69 [[0], [1], [2, 3], [4]] : tensor<1x8x2x2x16xf32> into tensor<1x8x4x16xf32>
    %70 = tensor.empty() : tensor<1x8x2x2x16xf32>
    %71 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x2x16xf32>) outs(%70 : tensor<1x8x2x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x2x2x16xf32>
    %collapsed_26 = tensor.collapse_shape %71 [[0], [1], [2, 3], [4]] : tensor<1x8x2x2x16xf32> into tensor<1x8x4x16xf32>
    %72 = tensor.empty() : tensor<1x4x8x16xf32>
    %73 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_14 : tensor<1x8x4x16xf32>) outs(%72 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x8x16xf32>
    %74 = tensor.empty() : tensor<1x4x16x8xf32>
    %75 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_25 : tensor<1x8x4x16xf32>) outs(%74 : tensor<1x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x16x8xf32>
    %collapsed_27 = tensor.collapse_shape %73 [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
    %collapsed_28 = tensor.collapse_shape %75 [[0, 1], [2], [3]] : tensor<1x4x16x8xf32> into tensor<4x16x8xf32>
    %76 = tensor.empty() : tensor<4x8x8xf32>
    %77 = linalg.fill ins(%cst_3 : f32) outs(%76 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %78 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%77 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_29 = tensor.expand_shape %78 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %79 = tensor.empty() : tensor<1x4x8x8xf32>
    %80 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_29 : tensor<1x4x8x8xf32>) outs(%79 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %121 = arith.divf %in, %cst_1 : f32
      linalg.yield %121 : f32
    } -> tensor<1x4x8x8xf32>
    %81 = tensor.empty() : tensor<8x8xi32>
    %82 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%81 : tensor<8x8xi32>) {
    ^bb0(%out: i32):
      %121 = linalg.index 0 : index
      %122 = arith.index_cast %121 : index to i32
      linalg.yield %122 : i32
    } -> tensor<8x8xi32>
    %83 = tensor.empty() : tensor<8x8xi32>
    %84 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%82 : tensor<8x8xi32>) outs(%83 : tensor<8x8xi32>) {
    ^bb0(%in: i32, %out: i32):
      %121 = arith.addi %in, %c1_i32 : i32
      linalg.yield %121 : i32
    } -> tensor<8x8xi32>
    %85 = tensor.empty() : tensor<8x8xi32>
    %86 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%85 : tensor<8x8xi32>) {
    ^bb0(%out: i32):
      %121 = linalg.index 1 : index
      %122 = arith.index_cast %121 : index to i32
      linalg.yield %122 : i32
    } -> tensor<8x8xi32>
    %87 = tensor.empty() : tensor<8x8xi1>
    %88 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%84, %86 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%87 : tensor<8x8xi1>) {
    ^bb0(%in: i32, %in_35: i32, %out: i1):
      %121 = arith.cmpi sge, %in, %in_35 : i32
      linalg.yield %121 : i1
    } -> tensor<8x8xi1>
    %89 = tensor.empty() : tensor<1x4x8x8xi1>
    %90 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88 : tensor<8x8xi1>) outs(%89 : tensor<1x4x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<1x4x8x8xi1>
    %91 = tensor.empty() : tensor<1x4x8x8xf32>
    %92 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %80 : tensor<1x4x8x8xi1>, tensor<1x4x8x8xf32>) outs(%91 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: i1, %in_35: f32, %out: f32):
      %121 = arith.select %in, %in_35, %cst_0 : f32
      linalg.yield %121 : f32
    } -> tensor<1x4x8x8xf32>
    %93 = tensor.empty() : tensor<1x4x8xf32>
    %94 = linalg.fill ins(%cst : f32) outs(%93 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %95 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%92 : tensor<1x4x8x8xf32>) outs(%94 : tensor<1x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %121 = arith.maximumf %out, %in : f32
      linalg.yield %121 : f32
    } -> tensor<1x4x8xf32>
    %96 = tensor.empty() : tensor<1x4x8x8xf32>
    %97 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95 : tensor<1x4x8xf32>) outs(%96 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x8x8xf32>
    %98 = tensor.empty() : tensor<1x4x8x8xf32>
    %99 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %97 : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%98 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %121 = arith.subf %in, %in_35 : f32
      linalg.yield %121 : f32
    } -> tensor<1x4x8x8xf32>
    %100 = tensor.empty() : tensor<1x4x8x8xf32>
    %101 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99 : tensor<1x4x8x8xf32>) outs(%100 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %121 = math.exp %in : f32
      linalg.yield %121 : f32
    } -> tensor<1x4x8x8xf32>
    %102 = tensor.empty() : tensor<1x4x8xf32>
    %103 = linalg.fill ins(%cst_3 : f32) outs(%102 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %104 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%101 : tensor<1x4x8x8xf32>) outs(%103 : tensor<1x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %121 = arith.addf %out, %in : f32
      linalg.yield %121 : f32
    } -> tensor<1x4x8xf32>
    %105 = tensor.empty() : tensor<1x4x8x8xf32>
    %106 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104 : tensor<1x4x8xf32>) outs(%105 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x8x8xf32>
    %107 = tensor.empty() : tensor<1x4x8x8xf32>
    %108 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101, %106 : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%107 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %121 = arith.divf %in, %in_35 : f32
      linalg.yield %121 : f32
    } -> tensor<1x4x8x8xf32>
    %109 = tensor.empty() : tensor<1x4x16x8xf32>
    %110 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_26 : tensor<1x8x4x16xf32>) outs(%109 : tensor<1x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x16x8xf32>
    %111 = tensor.empty() : tensor<1x4x8x8xf32>
    %112 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108 : tensor<1x4x8x8xf32>) outs(%111 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_30 = tensor.collapse_shape %110 [[0, 1], [2], [3]] : tensor<1x4x16x8xf32> into tensor<4x16x8xf32>
    %collapsed_31 = tensor.collapse_shape %112 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %113 = tensor.empty() : tensor<4x16x8xf32>
    %114 = linalg.fill ins(%cst_3 : f32) outs(%113 : tensor<4x16x8xf32>) -> tensor<4x16x8xf32>
    %115 = linalg.batch_matmul ins(%collapsed_30, %collapsed_31 : tensor<4x16x8xf32>, tensor<4x8x8xf32>) outs(%114 : tensor<4x16x8xf32>) -> tensor<4x16x8xf32>
    %expanded_32 = tensor.expand_shape %115 [[0, 1], [2], [3]] output_shape [1, 4, 16, 8] : tensor<4x16x8xf32> into tensor<1x4x16x8xf32>
    %116 = tensor.empty() : tensor<1x8x4x16xf32>
    %117 = linalg.generic {indexing_maps = [#map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_32 : tensor<1x4x16x8xf32>) outs(%116 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x4x16xf32>
    %collapsed_33 = tensor.collapse_shape %117 [[0, 1], [2, 3]] : tensor<1x8x4x16xf32> into tensor<8x64xf32>
    %118 = tensor.empty() : tensor<8x64xf32>
    %119 = linalg.fill ins(%cst_3 : f32) outs(%118 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %120 = linalg.matmul ins(%collapsed_33, %arg1 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%119 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_34 = tensor.expand_shape %120 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    return %expanded_34 : tensor<1x8x64xf32>
  }
}
