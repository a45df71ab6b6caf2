    ps_2_x
    dcl t0.xyz
    dcl t1.xyz
    dcl_cube s0
    dcl_volume s1
    mul r0.xyz, t1, c0
    texld r0, r0, s1
    texld r1, t0, s0
    lrp r2, c0.w, r0, r1
    mov oC0, r2

// approximately 5 instruction slots used (2 texture, 3 arithmetic)
