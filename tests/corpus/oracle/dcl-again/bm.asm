vs_3_0
dcl_position v0
dcl_position o0
dcl_fog o1.x
dcl_psize o1.y
mov o0, v0
mov o1.xy, v0
