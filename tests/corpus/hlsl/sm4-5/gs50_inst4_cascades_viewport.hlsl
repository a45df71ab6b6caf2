// Decompiled by dxsm from gs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Cascades
// {
//
//   float4x4 g_cascade[4];             // Offset:    0 Size:   256
//   float4 g_splitDepth;               // Offset:  256 Size:    16 [unused]
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Cascades                          cbuffer      NA          NA    1        1
//
cbuffer CB1 : register(b1) { uint4 cb1[16]; };
struct Input {
    float4 WORLDPOS0 : WORLDPOS0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    uint SV_ViewportArrayIndex0 : SV_ViewportArrayIndex0;
};
[maxvertexcount(3)]
[instance(4)]
void main(triangle Input input[3], inout TriangleStream<Output> stream0, uint vGSInstanceID : SV_GSInstanceID) {
    uint4 vin[3][1] = { (uint4)0, (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 o1 = 0;
    precise int4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    precise uint4 r4 = 0;
    vin[0][0].xyzw = asuint(input[0].WORLDPOS0);
    vin[1][0].xyzw = asuint(input[1].WORLDPOS0);
    vin[2][0].xyzw = asuint(input[2].WORLDPOS0);
    r0.x = asint(vGSInstanceID.x) << (0x00000002u & 31u);
    r1.x = dot(asfloat(vin[0][0].xyzw), asfloat(cb1[asuint(r0.x)].xyzw));
    r1.y = dot(asfloat(vin[0][0].xyzw), asfloat(cb1[asuint(r0.x) + 1].xyzw));
    r1.z = dot(asfloat(vin[0][0].xyzw), asfloat(cb1[asuint(r0.x) + 2].xyzw));
    r2.x = dot(asfloat(vin[1][0].xyzw), asfloat(cb1[asuint(r0.x)].xyzw));
    r2.y = dot(asfloat(vin[1][0].xyzw), asfloat(cb1[asuint(r0.x) + 1].xyzw));
    r2.z = dot(asfloat(vin[1][0].xyzw), asfloat(cb1[asuint(r0.x) + 2].xyzw));
    r3.x = dot(asfloat(vin[2][0].xyzw), asfloat(cb1[asuint(r0.x)].xyzw));
    r3.y = dot(asfloat(vin[2][0].xyzw), asfloat(cb1[asuint(r0.x) + 1].xyzw));
    r3.z = dot(asfloat(vin[2][0].xyzw), asfloat(cb1[asuint(r0.x) + 2].xyzw));
    r0.yzw = asint((float3(1.0f, 1.0f, 1.0f) < min(r3.xyz, min(r1.xyz, r2.xyz))) ? 0xffffffffu : 0u);
    r0.y = r0.z | r0.y;
    r0.y = r0.w | r0.y;
    r4.xyz = (max(r3.xyz, max(r1.xyz, r2.xyz)) < float3(-1.0f, -1.0f, 0.0f)) ? 0xffffffffu : 0u;
    r0.z = asint(r4.z) | (asint(r4.y) | asint(r4.x));
    if ((r0.z | r0.y) != 0) {
        return;
    }
    r0.y = asint(dot(asfloat(vin[0][0].xyzw), asfloat(cb1[asuint(r0.x) + 3].xyzw)));
    r0.z = asint(dot(asfloat(vin[1][0].xyzw), asfloat(cb1[asuint(r0.x) + 3].xyzw)));
    r0.x = asint(dot(asfloat(vin[2][0].xyzw), asfloat(cb1[asuint(r0.x) + 3].xyzw)));
    o0.xyz = asuint(r1.xyz);
    o0.w = asuint(r0.y);
    o1.x = vGSInstanceID.x;
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.SV_ViewportArrayIndex0 = o1.x;
        stream0.Append(output);
    }
    o0.xyz = asuint(r2.xyz);
    o0.w = asuint(r0.z);
    o1.x = vGSInstanceID.x;
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.SV_ViewportArrayIndex0 = o1.x;
        stream0.Append(output);
    }
    o0.xyz = asuint(r3.xyz);
    o0.w = asuint(r0.x);
    o1.x = vGSInstanceID.x;
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.SV_ViewportArrayIndex0 = o1.x;
        stream0.Append(output);
    }
    return;
}
