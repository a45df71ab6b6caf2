ps_3_0
dcl_texcoord0 v0.xy
dcl_texcoord0 v0.zw
mov oC0, v0
