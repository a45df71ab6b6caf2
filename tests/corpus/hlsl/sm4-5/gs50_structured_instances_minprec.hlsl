// Decompiled by dxsm from gs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Cam
// {
//
//   float4x4 g_vp;                     // Offset:    0 Size:    64
//
// }
//
// Resource bind info for g_inst
// {
//
//   struct InstanceData
//   {
//       
//       float4x3 world;                // Offset:    0
//       min16float4 tint;              // Offset:   48
//
//   } $Element;                        // Offset:    0 Size:    64
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_inst                            texture  struct         r/o    0        1
// Cam                               cbuffer      NA          NA    0        1
//
cbuffer Cam : register(b0) {
    column_major float4x4 g_vp : packoffset(c0);
};
struct S_t0 { uint w[16]; };
StructuredBuffer<S_t0> g_inst : register(t0);
struct Input {
    float3 POSITION0 : POSITION0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    min16float4 COLOR0 : COLOR0;
};
[maxvertexcount(3)]
void main(triangle Input input[3], inout TriangleStream<Output> stream0, uint vPrim : SV_PrimitiveID) {
    uint4 vin[3][1] = { (uint4)0, (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 o1 = 0;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    precise uint4 r3 = 0;
    precise uint4 r4 = 0;
    precise uint4 r5 = 0;
    precise float4 r6 = 0;
    vin[0][0].xyz = asuint(input[0].POSITION0);
    vin[1][0].xyz = asuint(input[1].POSITION0);
    vin[2][0].xyz = asuint(input[2].POSITION0);
    r0.w = 0x3f800000u;
    r1.xyz = vin[0][0].xyz;
    r1.w = 0x3f800000u;
    r2.x = vPrim >> (0x00000007u & 31u);
    r3.xyzw = uint4(g_inst[r2.x].w[0], g_inst[r2.x].w[1], g_inst[r2.x].w[2], g_inst[r2.x].w[3]);
    r0.x = asuint(dot(asfloat(r1.xyzw), asfloat(r3.xyzw)));
    r4.xyzw = uint4(g_inst[r2.x].w[4], g_inst[r2.x].w[5], g_inst[r2.x].w[6], g_inst[r2.x].w[7]);
    r0.y = asuint(dot(asfloat(r1.xyzw), asfloat(r4.xyzw)));
    r5.xyzw = uint4(g_inst[r2.x].w[8], g_inst[r2.x].w[9], g_inst[r2.x].w[10], g_inst[r2.x].w[11]);
    r2.xyzw = uint4(g_inst[r2.x].w[12], g_inst[r2.x].w[13], g_inst[r2.x].w[14], g_inst[r2.x].w[15]);
    r0.z = asuint(dot(asfloat(r1.xyzw), asfloat(r5.xyzw)));
    o0.x = asuint(dot(asfloat(r0.xyzw), g_vp._m00_m10_m20_m30));
    o0.y = asuint(dot(asfloat(r0.xyzw), g_vp._m01_m11_m21_m31));
    r1.x = asuint(dot(asfloat(r0.xyzw), g_vp._m02_m12_m22_m32));
    o0.z = r1.x;
    o0.w = asuint(dot(asfloat(r0.xyzw), g_vp._m03_m13_m23_m33));
    o1.xyzw = asuint((asfloat(r2.xyzw) * float4(0.25f, 0.25f, 0.25f, 0.25f)));
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.COLOR0 = asfloat(o1.xyzw);
        stream0.Append(output);
    }
    r0.xyz = vin[1][0].xyz;
    r0.w = 0x3f800000u;
    r1.x = asuint(dot(asfloat(r0.xyzw), asfloat(r3.xyzw)));
    r1.y = asuint(dot(asfloat(r0.xyzw), asfloat(r4.xyzw)));
    r1.z = asuint(dot(asfloat(r0.xyzw), asfloat(r5.xyzw)));
    r1.w = 0x3f800000u;
    o0.x = asuint(dot(asfloat(r1.xyzw), g_vp._m00_m10_m20_m30));
    o0.y = asuint(dot(asfloat(r1.xyzw), g_vp._m01_m11_m21_m31));
    r6.x = dot(asfloat(r1.xyzw), g_vp._m02_m12_m22_m32);
    o0.z = asuint(r6.x);
    o0.w = asuint(dot(asfloat(r1.xyzw), g_vp._m03_m13_m23_m33));
    r1.xyzw = asuint(asfloat(r2.xyzw) * float4(0.75f, 0.75f, 0.75f, 0.75f));
    o1.xyzw = asuint((asfloat(r2.xyzw) * float4(0.5f, 0.5f, 0.5f, 0.5f)));
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.COLOR0 = asfloat(o1.xyzw);
        stream0.Append(output);
    }
    r0.xyz = vin[2][0].xyz;
    r0.w = 0x3f800000u;
    r2.x = asuint(dot(asfloat(r0.xyzw), asfloat(r3.xyzw)));
    r2.y = asuint(dot(asfloat(r0.xyzw), asfloat(r4.xyzw)));
    r2.z = asuint(dot(asfloat(r0.xyzw), asfloat(r5.xyzw)));
    r2.w = 0x3f800000u;
    o0.x = asuint(dot(asfloat(r2.xyzw), g_vp._m00_m10_m20_m30));
    o0.y = asuint(dot(asfloat(r2.xyzw), g_vp._m01_m11_m21_m31));
    o0.z = asuint(dot(asfloat(r2.xyzw), g_vp._m02_m12_m22_m32));
    o0.w = asuint(dot(asfloat(r2.xyzw), g_vp._m03_m13_m23_m33));
    o1.xyzw = r1.xyzw;
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.COLOR0 = asfloat(o1.xyzw);
        stream0.Append(output);
    }
    return;
}
