// The sample each invocation runs for, plus one, in red: SV_SampleIndex
// makes the shader run once per sample.
float4 main(float4 pos : SV_Position, uint s : SV_SampleIndex) : SV_Target {
    return float4(s + 1, 0, 0, 1);
}
