vs_2_0
dcl_position v0
dcl_normal v0
mov oPos, v0
