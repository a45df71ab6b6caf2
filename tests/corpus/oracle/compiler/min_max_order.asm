    ps_3_0
    dcl_texcoord v0
    dcl_texcoord1 v1
    mov r0, v0
    mul r0, r0, v1
    min oC0.x, r0.y, r0.x
    min oC0.y, r0.w, c0.x
    min oC0.z, c0.y, v0.z
    max oC0.w, v1.x, r0.z
