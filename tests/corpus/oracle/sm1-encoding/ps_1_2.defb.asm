ps_1_2
defb b1, true
mov r0, v0
