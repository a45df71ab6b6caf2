vs_3_0
dcl_texcoord0 v0.xy
dcl_texcoord0 v1.zw
dcl_position o0
mov o0, v0
