module sequence_detector_0010_ternary_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       sample,
    input  wire [1:0] phases,
    input  wire       clear_err,
    output wire [3:0] position,
    output wire       quad_error,
    output wire [1:0] last_phases
);
    reg [1:0] prev_r;
    reg [3:0] pos_r;
    reg err_r;
    wire [1:0] prev_d = rst ? 2'b00 :
                        sample ? phases :
                        prev_r;
    wire [3:0] pos_d = rst ? 4'd0 :
                       (sample && phases == {prev_r[0], !prev_r[1]}) ? pos_r + 4'd1 :
                       (sample && phases == {!prev_r[0], prev_r[1]}) ? pos_r - 4'd1 :
                       pos_r;
    wire err_d = rst ? 1'b0 :
                 (sample && phases == ~prev_r) ? 1'b1 :
                 clear_err ? 1'b0 :
                 err_r;

    always @(posedge clk) begin
        prev_r <= prev_d;
        pos_r <= pos_d;
        err_r <= err_d;
    end

    assign position = pos_r;
    assign quad_error = err_r;
    assign last_phases = prev_r;
endmodule
