module saturating_arithmetic_0008_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       error,
    input  wire       tick,
    output wire [3:0] err_score,
    output wire       alarm,
    output wire [1:0] decay_phase
);
    reg [3:0] score;
    reg [1:0] phase;
    reg [3:0] score_next;
    reg [1:0] phase_next;

    always @* begin
        if (error && score >= 4'd12)
            score_next = 4'd15;
        else if (error)
            score_next = score + 4'd4;
        else if (tick && phase == 2'd3)
            score_next = score - 4'd1;
        else
            score_next = score;
    end

    always @* begin
        if (tick)
            phase_next = phase + 2'd1;
        else
            phase_next = phase;
    end

    always @(posedge clk) begin
        if (rst) begin
            score <= 4'd0;
            phase <= 2'd0;
        end else begin
            score <= score_next;
            phase <= phase_next;
        end
    end

    assign err_score = score;
    assign alarm = score >= 4'd12;
    assign decay_phase = phase;
endmodule
