vs_4_0
dcl_constantbuffer cb0[37], dynamicIndexed
dcl_input v0.xyz
dcl_input v1.xyz
dcl_output_siv o0.xyzw, position
dcl_output o1.xyz
dcl_temps 3
mov r0.xyzw, cb0[32].yzwx
mov r1.x, l(0)
loop 
  uge r1.y, r1.x, l(16)
  breakc_nz r1.y
  uge r1.y, r1.x, r0.w
  if_nz r1.y
    break 
  endif 
  ishl r1.y, r1.x, l(1)
  add r2.xyz, -v0.xyzx, cb0[r1.y + 0].xyzx
  dp3 r1.z, r2.xyzx, r2.xyzx
  sqrt r1.z, r1.z
  lt r1.w, cb0[r1.y + 0].w, r1.z
  if_nz r1.w
    iadd r1.w, r1.x, l(1)
    mov r1.x, r1.w
    continue 
  endif 
  div r1.w, r1.z, cb0[r1.y + 0].w
  add r1.w, -r1.w, l(1.000000)
  div r2.xyz, r2.xyzx, r1.zzzz
  dp3_sat r1.z, v1.xyzx, r2.xyzx
  mul r2.xyz, r1.zzzz, cb0[r1.y + 1].xyzx
  mul r1.y, r1.w, r1.w
  mad r0.xyz, r1.yyyy, r2.xyzx, r0.xyzx
  iadd r1.x, r1.x, l(1)
endloop 
mov o1.xyz, r0.xyzx
mov r0.xyz, v0.xyzx
mov r0.w, l(1.000000)
dp4 o0.x, r0.xyzw, cb0[33].xyzw
dp4 o0.y, r0.xyzw, cb0[34].xyzw
dp4 o0.z, r0.xyzw, cb0[35].xyzw
dp4 o0.w, r0.xyzw, cb0[36].xyzw
ret 
