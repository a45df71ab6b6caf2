vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord0 o1.xy
dcl_texcoord0 o1.yz
mov o0, v0
mov o1.xyz, v0
