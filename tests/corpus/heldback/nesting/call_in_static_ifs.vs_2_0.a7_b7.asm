vs_2_0
dcl_position v0
defb b1, false
defb b7, false
defb b8, true
defb b10, true
defb b12, true
defb b13, false
defb b14, true
mov r0, v0
mov r1, c0
if b12
add r0.xy, r0, r1
if b1
add r0, r0, c36
if b11
mov r1, r0.yzwx
if b13
sub r0, r0, r1
if b8
add r0, r0, c40
if b6
add r0.xy, r0, r1
if b5
add r0, r0, c35
call l15
endif
endif
endif
endif
endif
endif
endif
mov oPos, r0
ret
label l15
if b12
add r0.xy, r0, r1
if !b8
mad r0, r0, r1, r0
if b2
add r0, r0, c39
if b13
sub r0, r0, r1
if b10
sub r0, r0, r1
if b7
add r0, r0, c37
if !b14
add r0, r0, c38
sub r0, r0, r1
endif
endif
endif
endif
endif
endif
endif
ret
