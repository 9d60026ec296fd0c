module sequence_detector_0010_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       sample,
    input  wire [1:0] phases,
    input  wire       clear_err,
    output reg  [3:0] position,
    output reg        quad_error,
    output reg  [1:0] last_phases
);
    reg [1:0] prev;
    reg [3:0] pos;
    reg err;

    always @(posedge clk) begin
        if (rst) begin
            prev <= 2'b00;
            pos <= 4'd0;
            err <= 1'b0;
        end else begin
            if (sample)
                prev <= phases;
            if (sample && phases == {prev[0], !prev[1]})
                pos <= pos + 4'd1;
            else if (sample && phases == {!prev[0], prev[1]})
                pos <= pos - 4'd1;
            if (sample && phases == ~prev)
                err <= 1'b1;
            else if (clear_err)
                ;
        end
    end

    always @* begin
        position = pos;
        quad_error = err;
        last_phases = prev;
    end
endmodule
