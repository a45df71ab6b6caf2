    ps_2_0
    def c1, -0.25, 0, 0, 0
    dcl t0.xyz
    dcl v0
    add r0.xyz, t0, c1.x
    mov r0.w, r0.z
    add r1, v0.w, -c0.x
    texkill r0
    texkill r1
    mov oC0, v0

// approximately 6 instruction slots used
