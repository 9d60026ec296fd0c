module counter_0008_function_update (
    input  wire       clk,
    input  wire       rst,
    input  wire       sig,
    output wire [2:0] elapsed,
    output wire [2:0] pulse_width,
    output wire       measured
);
    reg [2:0] run;
    reg [2:0] last_len;
    reg strobe;

    function [2:0] next_run;
        input [2:0] run_a;
        input sig_a;
        reg [1:0] fire;
        begin
            fire = {!sig_a, sig_a && run_a != 3'd7};
            casez (fire)
                2'b?1: next_run = run_a + 3'd1;
                2'b10: next_run = 3'd0;
                default: next_run = run_a;
            endcase
        end
    endfunction

    function [2:0] next_last_len;
        input [2:0] run_a;
        input [2:0] last_len_a;
        input sig_a;
        reg fire;
        begin
            fire = {!sig_a && run_a != 3'd0};
            casez (fire)
                1'b1: next_last_len = run_a;
                default: next_last_len = last_len_a;
            endcase
        end
    endfunction

    function next_strobe;
        input [2:0] run_a;
        input strobe_a;
        input sig_a;
        reg [1:0] fire;
        begin
            fire = {strobe_a, !sig_a && run_a != 3'd0};
            casez (fire)
                2'b?1: next_strobe = 1'b1;
                2'b10: next_strobe = 1'b0;
                default: next_strobe = strobe_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            run <= 3'd0;
            last_len <= 3'd0;
            strobe <= 1'b0;
        end else begin
            run <= next_run(run, sig);
            last_len <= next_last_len(run, last_len, sig);
            strobe <= next_strobe(run, strobe, sig);
        end
    end

    assign elapsed = run;
    assign pulse_width = last_len;
    assign measured = strobe;
endmodule
