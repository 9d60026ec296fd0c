module syn_pulse_event_0019_canonical_next (
    input  wire       clk,
    input  wire       reset,
    input  wire       glitch,
    input  wire       quiet,
    output wire [3:0] spikes,
    output wire       storm
);
    reg [3:0] cnt_q;
    reg flag_q;
    reg [3:0] cnt_q_next;
    reg flag_q_next;

    always @* begin
        if (quiet)
            cnt_q_next = 4'd3;
        else if (glitch && cnt_q != 4'd0)
            cnt_q_next = cnt_q - 4'd1;
        else
            cnt_q_next = cnt_q;
    end

    always @* begin
        if (quiet)
            flag_q_next = 1'b0;
        else if (cnt_q == 4'd1)
            flag_q_next = 1'b1;
        else if (cnt_q == 4'd0)
            flag_q_next = 1'b1;
        else
            flag_q_next = flag_q;
    end

    always @(posedge clk) begin
        if (reset) begin
            cnt_q <= 4'd3;
            flag_q <= 1'd0;
        end else begin
            cnt_q <= cnt_q_next;
            flag_q <= flag_q_next;
        end
    end

    assign spikes = cnt_q;
    assign storm = flag_q;
endmodule
