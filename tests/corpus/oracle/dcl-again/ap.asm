vs_3_0
dcl_position v0
dcl_position o0
dcl_color o9
dcl_fog o9.x
mov o0, v0
mov o9, v0
