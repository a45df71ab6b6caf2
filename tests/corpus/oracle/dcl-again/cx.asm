vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord o1.x
mov o0, v0
mov o1.xyz, v0
