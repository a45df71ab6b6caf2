// Decompiled by dxsm from gs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer CubeFaces
// {
//
//   float4x4 g_faceViewProj[6];        // Offset:    0 Size:   384
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// CubeFaces                         cbuffer      NA          NA    0        1
//
cbuffer CB0 : register(b0) { uint4 cb0[24]; };
struct Input {
    float4 v0_x : WORLDPOS0;
    float3 v1_x : NORMAL0;
    float2 v2_x : TEXCOORD0;
};
struct Output {
    float4 o0_x : SV_Position0;
    float3 o1_x : NORMAL0;
    float2 o2_x : TEXCOORD0;
    uint o3_x : SV_RenderTargetArrayIndex0;
};
[maxvertexcount(3)]
[instance(6)]
void main(triangle Input input[3], inout TriangleStream<Output> stream0, uint vGSInstanceID : SV_GSInstanceID) {
    uint4 vin[3][3] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    uint4 o0 = 0;
    uint4 o1 = 0;
    uint4 o2 = 0;
    uint4 o3 = 0;
    uint4 r0 = 0;
    uint4 r1 = 0;
    vin[0][0].xyzw = asuint(input[0].v0_x);
    vin[1][0].xyzw = asuint(input[1].v0_x);
    vin[2][0].xyzw = asuint(input[2].v0_x);
    vin[0][1].xyz = asuint(input[0].v1_x);
    vin[1][1].xyz = asuint(input[1].v1_x);
    vin[2][1].xyz = asuint(input[2].v1_x);
    vin[0][2].xy = asuint(input[0].v2_x);
    vin[1][2].xy = asuint(input[1].v2_x);
    vin[2][2].xy = asuint(input[2].v2_x);
    r0.x = asint(vGSInstanceID.x) << (0x00000002u & 31u);
    r0.y = 0x00000000u;
    [loop] while (true) {
        r0.z = (asint(r0.y) >= asint(0x00000003u)) ? 0xffffffffu : 0u;
        if (r0.z != 0u) { break; }
        r0.z = asuint(dot(asfloat(vin[r0.y][0].xyzw), asfloat(cb0[r0.x].xyzw)));
        r0.w = asuint(dot(asfloat(vin[r0.y][0].xyzw), asfloat(cb0[r0.x + 1].xyzw)));
        r1.x = asuint(dot(asfloat(vin[r0.y][0].xyzw), asfloat(cb0[r0.x + 2].xyzw)));
        r1.y = asuint(dot(asfloat(vin[r0.y][0].xyzw), asfloat(cb0[r0.x + 3].xyzw)));
        o0.x = r0.z;
        o0.y = r0.w;
        o0.z = r1.x;
        o0.w = r1.y;
        o1.xyz = vin[r0.y][1].xyz;
        o2.xy = vin[r0.y][2].xy;
        o3.x = vGSInstanceID.x;
        {
            Output output;
            output.o0_x = asfloat(o0.xyzw);
            output.o1_x = asfloat(o1.xyz);
            output.o2_x = asfloat(o2.xy);
            output.o3_x = (o3.x);
            stream0.Append(output);
        }
        r0.y = asuint(asint(r0.y) + asint(0x00000001u));
    }
    return;
}
