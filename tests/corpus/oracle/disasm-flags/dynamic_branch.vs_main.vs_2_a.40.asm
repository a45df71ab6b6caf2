    vs_2_x
    def c5, 0, 1, 0, 0
    dcl_position v0
    dcl_normal v1
    dp3 r0.x, v1, c4
    if_lt c5.x, r0.x
      mul r0.y, r0.x, r0.x
      mov r0.z, c5.x
    else
      mov r0.z, -r0.x
      mov r0.xy, c5.x
    endif
    mov oD0.xyz, r0
    dp4 oPos.x, v0, c0
    dp4 oPos.y, v0, c1
    dp4 oPos.z, v0, c2
    dp4 oPos.w, v0, c3
    mov oD0.w, c5.y

// approximately 16 instruction slots used
