ps_1_3
defb b1, true
mov r0, v0
