vs_1_1
dcl_position v0
dcl_normal v0
mov oPos, v0
