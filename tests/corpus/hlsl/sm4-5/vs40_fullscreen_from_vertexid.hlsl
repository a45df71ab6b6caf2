// Decompiled by dxsm from vs_4_0 code.
struct Input {
    uint SV_VertexID0 : SV_VertexID0;
    uint SV_InstanceID0 : SV_InstanceID0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
    uint INSTANCE0 : INSTANCE0;
};
Output main(Input input) {
    Output output;
    int4 v0 = 0;
    uint4 v1 = 0;
    precise float4 o0 = 0;
    precise uint4 o1 = 0;
    precise uint4 o2 = 0;
    precise uint4 r0 = 0;
    v0.x = asint(input.SV_VertexID0);
    v1.x = input.SV_InstanceID0;
    o0.z = (float)v1.x * 0.01f;
    r0.x = asuint((v0.x << (0x00000001u & 31u)) & 2);
    r0.z = asuint(v0.x & 2);
    r0.xy = asuint((float2)r0.xz);
    o0.xy = mad(asfloat(r0.xy), float2(2.0f, -2.0f), float2(-1.0f, 1.0f));
    o1.xy = r0.xy;
    o0.w = 1.0f;
    o2.x = v1.x;
    {
        output.SV_Position0 = o0.xyzw;
        output.TEXCOORD0 = asfloat(o1.xy);
        output.INSTANCE0 = o2.x;
        return output;
    }
}
