ps_3_0
dcl_texcoord0 v0.xy
dcl_texcoord1 v0.yz
mov oC0, v0.xyzz
