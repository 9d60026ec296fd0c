module syn_sequence_detector_0022_canonical_next (
    input  wire       clk,
    input  wire       reset,
    input  wire       code_err,
    input  wire       resync,
    input  wire       pause,
    input  wire       clear_flag,
    output wire [3:0] bad_cnt,
    output wire       out_of_sync
);
    reg [3:0] cnt_q;
    reg flag_q;
    reg [3:0] cnt_q_next;
    reg flag_q_next;

    always @* begin
        if (resync)
            cnt_q_next = 4'd0;
        else if (code_err && !pause && cnt_q != 4'd3)
            cnt_q_next = cnt_q + 4'd1;
        else
            cnt_q_next = cnt_q;
    end

    always @* begin
        if (clear_flag)
            flag_q_next = 1'b0;
        else if (cnt_q == 4'd2)
            flag_q_next = 1'b1;
        else if (cnt_q == 4'd3)
            flag_q_next = 1'b1;
        else
            flag_q_next = flag_q;
    end

    always @(posedge clk) begin
        if (reset) begin
            cnt_q <= 4'd0;
            flag_q <= 1'd0;
        end else begin
            cnt_q <= cnt_q_next;
            flag_q <= flag_q_next;
        end
    end

    assign bad_cnt = cnt_q;
    assign out_of_sync = flag_q;
endmodule
