sampler2D s0 : register(s0);
struct Input {
    float4 v1 : TEXCOORD0;
    float4 v0 : COLOR0;
};
float4 main(Input input) : COLOR0 {
    precise float4 r0 = tex2D(s0, input.v1.xy);
    precise float4 o = r0 * input.v0;
    return o;
}
