vs_3_0
dcl_position v0
dcl_position o0
dcl_2d s0
dcl_2d s0
mov o0, v0
