// Decompiled by dxsm from gs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer $Globals
// {
//
//   float4x4 TransformMatrixArray[6];  // Offset:    0 Size:   384
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// $Globals                          cbuffer      NA          NA    0        1
//
cbuffer CB0 : register(b0) { uint4 cb0[24]; };
struct Input {
    float3 v0_x : TEXCOORD0;
    float3 v1_x : TEXCOORD1;
    float3 v2_x : TEXCOORD2;
    float2 v3_x : TEXCOORD3;
};
struct Output {
    float4 o0_x : SV_POSITION0;
    float3 o1_x : TEXCOORD0;
    float3 o2_x : TEXCOORD1;
    float2 o3_x : TEXCOORD2;
    uint o4_x : SV_RenderTargetArrayIndex0;
};
[maxvertexcount(24)]
void main(triangle Input input[3], inout TriangleStream<Output> stream0) {
    uint4 vin[3][4] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    uint4 o0 = 0;
    uint4 o1 = 0;
    uint4 o2 = 0;
    uint4 o3 = 0;
    uint4 o4 = 0;
    uint4 r0 = 0;
    uint4 r1 = 0;
    vin[0][0].xyz = asuint(input[0].v0_x);
    vin[1][0].xyz = asuint(input[1].v0_x);
    vin[2][0].xyz = asuint(input[2].v0_x);
    vin[0][1].xyz = asuint(input[0].v1_x);
    vin[1][1].xyz = asuint(input[1].v1_x);
    vin[2][1].xyz = asuint(input[2].v1_x);
    vin[0][2].xyz = asuint(input[0].v2_x);
    vin[1][2].xyz = asuint(input[1].v2_x);
    vin[2][2].xyz = asuint(input[2].v2_x);
    vin[0][3].xy = asuint(input[0].v3_x);
    vin[1][3].xy = asuint(input[1].v3_x);
    vin[2][3].xy = asuint(input[2].v3_x);
    r0.x = 0x00000000u;
    [loop] while (true) {
        r0.y = (asint(r0.x) >= asint(0x00000006u)) ? 0xffffffffu : 0u;
        if (r0.y != 0u) { break; }
        r0.y = asint(r0.x) << (0x00000002u & 31u);
        r0.z = 0x00000000u;
        [loop] while (true) {
            r0.w = (asint(r0.z) >= asint(0x00000003u)) ? 0xffffffffu : 0u;
            if (r0.w != 0u) { break; }
            r1.xyzw = asuint(asfloat(cb0[r0.y + 1].xyzw) * asfloat(vin[r0.z][0].yyyy));
            r1.xyzw = asuint(mad(asfloat(cb0[r0.y].xyzw), asfloat(vin[r0.z][0].xxxx), asfloat(r1.xyzw)));
            r1.xyzw = asuint(mad(asfloat(cb0[r0.y + 2].xyzw), asfloat(vin[r0.z][0].zzzz), asfloat(r1.xyzw)));
            r1.xyzw = asuint(asfloat(r1.xyzw) + asfloat(cb0[r0.y + 3].xyzw));
            o0.xyzw = r1.xyzw;
            o1.xyz = vin[r0.z][1].xyz;
            o2.xyz = vin[r0.z][2].xyz;
            o3.xy = vin[r0.z][3].xy;
            o4.x = r0.x;
            {
                Output output;
                output.o0_x = asfloat(o0.xyzw);
                output.o1_x = asfloat(o1.xyz);
                output.o2_x = asfloat(o2.xyz);
                output.o3_x = asfloat(o3.xy);
                output.o4_x = (o4.x);
                stream0.Append(output);
            }
            r0.z = asuint(asint(r0.z) + asint(0x00000001u));
        }
        stream0.RestartStrip();
        r0.x = asuint(asint(r0.x) + asint(0x00000001u));
    }
    return;
}
