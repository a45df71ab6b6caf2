cs_5_0
dcl_globalFlags refactoringAllowed | enableDoublePrecisionFloatOps | enable11_1DoubleExtensions
dcl_uav_structured u0, 8
dcl_uav_structured u1, 4
dcl_uav_structured u2, 4
dcl_input vThreadID.x
dcl_temps 2
dcl_thread_group 32, 1, 1
imul null, r0.x, vThreadID.x, l(3)
ld_structured_indexable(structured_buffer, stride=8)(mixed,mixed,mixed,mixed) r0.xy, r0.x, l(0), u0.xyxx
imad r0.zw, vThreadID.xxxx, l(0, 0, 3, 3), l(0, 0, 1, 2)
ld_structured_indexable(structured_buffer, stride=8)(mixed,mixed,mixed,mixed) r1.xy, r0.z, l(0), u0.xyxx
ld_structured_indexable(structured_buffer, stride=8)(mixed,mixed,mixed,mixed) r0.zw, r0.w, l(0), u0.xxxy
ddiv r1.zw, r0.xyxy, r1.xyxy
dtoi r1.z, r1.zwzw
store_structured u1.x, vThreadID.x, l(0), r1.z
dfma r1.zw, r0.xyxy, r1.xyxy, r0.zwzw
deq r1.x, r0.xyxy, r1.xyxy
dadd r0.xy, -r0.xyxy, r0.zwzw
drcp r0.zw, r0.zwzw
dmovc r0.xy, r1.xxxx, d(1.000000l, 0.000000l), |r0.xyxy|
dtou r1.x, r1.zwzw
store_structured u2.x, vThreadID.x, l(0), r1.x
iadd r1.x, vThreadID.x, l(32)
ld_structured_indexable(structured_buffer, stride=4)(mixed,mixed,mixed,mixed) r1.y, r1.x, l(0), u2.xxxx
ld_structured_indexable(structured_buffer, stride=4)(mixed,mixed,mixed,mixed) r1.x, r1.x, l(0), u1.xxxx
itod r1.zw, r1.x
utod r1.xy, r1.y
dadd r1.xy, r1.xyxy, r1.zwzw
dadd r0.zw, r0.zwzw, r1.xyxy
dadd r0.xy, r0.xyxy, r0.zwzw
store_structured u0.xy, vThreadID.x, l(0), r0.xyxx
ret 
