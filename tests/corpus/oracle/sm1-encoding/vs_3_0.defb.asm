vs_3_0
dcl_position v0
dcl_position o0
defb b1, true
mov r0, v0
mov o0, v0
