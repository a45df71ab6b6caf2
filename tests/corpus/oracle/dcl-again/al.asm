vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord0 o1.x
dcl_texcoord1 o1.xw
mov o0, v0
mov o1.xw, v0
