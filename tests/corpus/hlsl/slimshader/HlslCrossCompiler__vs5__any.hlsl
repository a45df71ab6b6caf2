// Decompiled by dxsm from vs_5_0 code.
struct Input {
    float4 POSITION0 : POSITION0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    precise float4 o0 = 0;
    precise uint4 r0 = 0;
    v0.xyzw = input.POSITION0;
    o0.z = (((dot(v0.xyzw, v0.xyzw) != 0.0f) ? 0xffffffffu : 0u) != 0u) ? 2.0f : v0.z;
    o0.xyw = v0.xyw;
    {
        output.SV_Position0 = o0.xyzw;
        return output;
    }
}
