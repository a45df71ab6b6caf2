vs_2_0
dcl_position v0
defb b1, true
mov r0, v0
mov oPos, v0
