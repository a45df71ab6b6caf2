vs_3_0
dcl_position v0
dcl_position o0
dcl_psize1 o1
mov o0, v0
mov o1.x, v0.x
