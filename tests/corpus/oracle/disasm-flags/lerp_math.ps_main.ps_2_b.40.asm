    ps_2_x
    def c2, 3.5, 0.5, 0.25, 0
    dcl t0
    dcl v0
    mul r0, t0, c2.y
    frc r1, r0
    add r0, r0, -r1
    mul r1, t0, c2.x
    frc r1, r1
    add r0, r0, r1
    mov_sat r1.x, t0.x
    mov r2, c0
    add r2, -r2, c1
    mad r1, r1.x, r2, c0
    add r2.x, -t0.y, c2.y
    cmp r0, r2.x, r0, r1
    min r1, c0, v0
    mov r2.z, c2.z
    mul r2, r2.z, c1
    max r3, r1, r2
    add r1, t0, -c0
    cmp r1, r1, r3, c2.w
    add r0, r0, r1
    mov r1, t0
    add r1, -r1, v0
    abs r1, r1
    add r0, r0, r1
    mov oC0, r0

// approximately 24 instruction slots used
