vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord0 o1.xyz
dcl_psize o1.w
mov o0, v0
mov o1, v0
