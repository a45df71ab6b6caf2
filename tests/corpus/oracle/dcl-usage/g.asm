ps_3_0
dcl_texcoord0 v0.xy
dcl_texcoord0 v1.zw
add oC0, v0.xyxy, v1.zwzw
