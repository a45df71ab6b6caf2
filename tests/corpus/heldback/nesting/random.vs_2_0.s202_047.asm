vs_2_0
dcl_position v0
defb b8, true
defb b11, true
defb b12, false
mov r0, v0
mov r1, c1
if b12
endif
callnz l3, !b8
mov oPos, r0
ret
label l3
add r0, r0, c48
sub r0, r0, r1
if b6
else
endif
if b11
callnz l15, b8
endif
ret
label l15
add r0.xy, r0, r1
ret
