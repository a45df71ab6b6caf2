    ps_2_x
    dcl t0
    add r0.w, -t0.x, c0.x
    mul r1, t0, c0.y
    add r2, t0, c0.z
    cmp r0, r0.w, r2, r1
    mul r1.x, t0.w, t0.w
    rcp r1.y, t0.w
    cmp r0.w, -r1.x, r0.w, r1.y
    mov oC0, r0

// approximately 8 instruction slots used
