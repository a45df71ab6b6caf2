ps_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[1], immediateIndexed
dcl_resource_structured t0, 32 
dcl_resource_raw t1
dcl_input_ps_siv linear noperspective v0.xy, position
dcl_input_ps linear v1.xyz
dcl_input_ps linear v2.xyz
dcl_output o0.xyzw
dcl_temps 5
ftou r0.xy, v0.yxyy
ushr r0.xy, r0.xyxx, l(4, 4, 0, 0)
imad r0.x, r0.x, cb0[0].x, r0.y
iadd r0.y, cb0[0].y, l(1)
imul null, r0.x, r0.y, r0.x
ishl r0.x, r0.x, l(2)
ld_raw_indexable(raw_buffer)(mixed,mixed,mixed,mixed) r0.y, r0.x, t1.xxxx
iadd r0.x, r0.x, l(4)
dp3 r0.z, v2.xyzx, v2.xyzx
rsq r0.z, r0.z
mul r1.xyz, r0.zzzz, v2.xyzx
mov r2.xyz, l(0,0,0,0)
mov r0.z, l(0)
loop 
  uge r0.w, r0.z, r0.y
  breakc_nz r0.w
  ishl r0.w, r0.z, l(2)
  iadd r0.w, r0.w, r0.x
  ld_raw_indexable(raw_buffer)(mixed,mixed,mixed,mixed) r0.w, r0.w, t1.xxxx
  ld_structured_indexable(structured_buffer, stride=32)(mixed,mixed,mixed,mixed) r3.xyzw, r0.w, l(16), t0.xyzw
  and r1.w, r3.w, l(1)
  if_nz r1.w
    iadd r1.w, r0.z, l(1)
    mov r0.z, r1.w
    continue 
  endif 
  ld_structured_indexable(structured_buffer, stride=32)(mixed,mixed,mixed,mixed) r4.xyzw, r0.w, l(0), t0.xyzw
  add r4.xyz, r4.xyzx, -v1.xyzx
  dp3 r0.w, r4.xyzx, r4.xyzx
  mul r1.w, r4.w, r4.w
  div r1.w, r0.w, r1.w
  add r1.w, -r1.w, l(1.000000)
  max r1.w, r1.w, l(0.000000)
  mul r3.xyz, r1.wwww, r3.xyzx
  rsq r0.w, r0.w
  mul r4.xyz, r0.wwww, r4.xyzx
  dp3_sat r0.w, r1.xyzx, r4.xyzx
  mad r2.xyz, r3.xyzx, r0.wwww, r2.xyzx
  iadd r0.z, r0.z, l(1)
endloop 
mov o0.xyz, r2.xyzx
bufinfo_indexable(structured_buffer, stride=32)(mixed,mixed,mixed,mixed) r0.x, t0.xyzw
utof o0.w, r0.x
ret 
