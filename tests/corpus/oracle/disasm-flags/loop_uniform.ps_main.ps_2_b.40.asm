    ps_2_x
    def c17, 0, 1, 2, -0
    def c18, 3, 4, 5, 6
    def c19, 7, 0, 0, 0
    dcl t0.xyz
    dp3_sat r0.w, t0, c2
    dp3_sat r0.x, t0, c0
    mul r1, r0.x, c8
    mov r0.xy, c17
    cmp r1, -c16.x, r0.x, r1
    dp3_sat r0.z, t0, c1
    mad r2, c9, r0.z, r1
    cmp r0.x, -c16.x, r0.x, r0.y
    add r0.y, r0.x, -c16.x
    cmp r0.x, r0.y, r0.x, c17.z
    cmp r1, r0.y, r1, r2
    mad r2, c10, r0.w, r1
    add r0.z, r0.x, -c16.x
    cmp r0.z, r0.z, -c17.x, -c17.y
    cmp r0.y, r0.y, c17.w, r0.z
    cmp r1, r0.y, r1, r2
    dp3_sat r0.z, t0, c3
    mad r2, c11, r0.z, r1
    cmp r0.x, r0.y, r0.x, c18.x
    add r0.z, r0.x, -c16.x
    cmp r0.y, r0.z, c17.w, r0.y
    cmp r1, r0.y, r1, r2
    dp3_sat r0.z, t0, c4
    mad r2, c12, r0.z, r1
    cmp r0.x, r0.y, r0.x, c18.y
    add r0.z, r0.x, -c16.x
    cmp r0.y, r0.z, c17.w, r0.y
    cmp r1, r0.y, r1, r2
    dp3_sat r0.z, t0, c5
    mad r2, c13, r0.z, r1
    cmp r0.x, r0.y, r0.x, c18.z
    add r0.z, r0.x, -c16.x
    cmp r0.y, r0.z, c17.w, r0.y
    cmp r1, r0.y, r1, r2
    dp3_sat r0.z, t0, c6
    mad r2, c14, r0.z, r1
    cmp r0.x, r0.y, r0.x, c18.w
    add r0.z, r0.x, -c16.x
    cmp r0.y, r0.z, c17.w, r0.y
    cmp r1, r0.y, r1, r2
    dp3_sat r0.z, t0, c7
    mad r2, c15, r0.z, r1
    cmp r0.x, r0.y, r0.x, c19.x
    add r0.x, r0.x, -c16.x
    cmp r0.x, r0.x, c17.w, r0.y
    cmp r0, r0.x, r1, r2
    mov oC0, r0

// approximately 47 instruction slots used
