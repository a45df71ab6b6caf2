vs_2_x
dcl_position v0
dcl_normal v0
mov oPos, v0
