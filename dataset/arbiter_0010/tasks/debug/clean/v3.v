module arbiter_0010_function_update (
    input  wire clk,
    input  wire rst,
    input  wire req0,
    input  wire req1,
    input  wire done,
    output reg  prio1,
    output wire gnt0,
    output wire gnt1
);

    function next_prio1;
        input prio1_a;
        input req0_a;
        input req1_a;
        input done_a;
        reg [1:0] fire;
        begin
            fire = {done_a && req1_a && (!req0_a || prio1_a), done_a && req0_a && (!req1_a || !prio1_a)};
            casez (fire)
                2'b?1: next_prio1 = 1'b1;
                2'b10: next_prio1 = 1'b0;
                default: next_prio1 = prio1_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            prio1 <= 1'b0;
        end else begin
            prio1 <= next_prio1(prio1, req0, req1, done);
        end
    end

    assign gnt0 = req0 && (!req1 || !prio1);
    assign gnt1 = req1 && (!req0 || prio1);
endmodule
