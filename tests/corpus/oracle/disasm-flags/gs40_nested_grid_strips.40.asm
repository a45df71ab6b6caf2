gs_4_0
dcl_constantbuffer cb0[7], immediateIndexed
dcl_input v[1][0].xyzw
dcl_temps 7
dcl_inputprimitive point 
dcl_outputtopology trianglestrip 
dcl_output_siv o0.xyzw, position
dcl_output o1.xy
dcl_maxout 40
mov r0.y, l(0)
mov r1.w, l(1.000000)
mov r2.y, l(0)
mov r3.w, l(1.000000)
mov r0.w, l(0)
loop 
  ige r2.w, r0.w, l(4)
  breakc_nz r2.w
  iadd r2.w, r0.w, l(1)
  itof r4.y, r0.w
  itof r4.w, r2.w
  mov r5.x, l(0)
  loop 
    ilt r5.y, l(4), r5.x
    breakc_nz r5.y
    itof r4.xz, r5.xxxx
    mul r6.xyzw, r4.xyzw, l(0.250000, 0.250000, 0.250000, 0.250000)
    mul r0.xz, r6.xxyx, cb0[6].xxxx
    add r1.xyz, r0.xyzx, v[0][0].xyzx
    dp4 r0.x, r1.xyzw, cb0[0].xyzw
    dp4 r0.z, r1.xyzw, cb0[1].xyzw
    dp4 r4.x, r1.xyzw, cb0[2].xyzw
    dp4 r1.x, r1.xyzw, cb0[3].xyzw
    mov o0.x, r0.x
    mov o0.y, r0.z
    mov o0.z, r4.x
    mov o0.w, r1.x
    mov o1.xy, r6.xyxx
    emit 
    mul r2.xz, r6.zzwz, cb0[6].xxxx
    add r3.xyz, r2.xyzx, v[0][0].xyzx
    dp4 r0.x, r3.xyzw, cb0[0].xyzw
    dp4 r0.z, r3.xyzw, cb0[1].xyzw
    dp4 r1.x, r3.xyzw, cb0[2].xyzw
    dp4 r1.y, r3.xyzw, cb0[3].xyzw
    mov o0.x, r0.x
    mov o0.y, r0.z
    mov o0.z, r1.x
    mov o0.w, r1.y
    mov o1.xy, r6.zwzz
    emit 
    iadd r5.x, r5.x, l(1)
  endloop 
  cut 
  mov r0.w, r2.w
endloop 
ret 
