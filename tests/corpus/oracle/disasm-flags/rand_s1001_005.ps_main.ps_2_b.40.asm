    ps_2_x
    def c0, 0.5, 0, 0, 0
    dcl t0
    abs r0, t0.wzyx
    add r0, r0, c0.x
    rsq r1.x, r0.x
    rsq r1.y, r0.y
    rsq r1.z, r0.z
    rsq r1.w, r0.w
    mov oC0, r1

// approximately 7 instruction slots used
