ps_1_1
defb b1, true
mov r0, v0
