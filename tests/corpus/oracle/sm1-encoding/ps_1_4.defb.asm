ps_1_4
defb b1, true
mov r0, v0
