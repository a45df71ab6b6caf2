vs_2_0
dcl_position v0
defb b9, true
mov r0, v0
mov r1, c1
if !b9
endif
callnz l15, b1
mov oPos, r0
ret
label l15
mad r1, r0, r0, r1
ret
