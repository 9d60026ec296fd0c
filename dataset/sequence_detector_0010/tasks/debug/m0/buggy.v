module sequence_detector_0010_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       sample,
    input  wire [1:0] phases,
    input  wire       clear_err,
    output wire [3:0] position,
    output wire       quad_error,
    output wire [1:0] last_phases
);
    reg [1:0] prev;
    reg [3:0] pos;
    reg err;
    reg [1:0] prev_next;
    reg [3:0] pos_next;
    reg err_next;

    always @* begin
        if (sample)
            prev_next = phases;
        else
            prev_next = prev;
    end

    always @* begin
        if (sample && phases == {prev[0], !prev[1]})
            pos_next = pos + 4'd1;
        else if (sample && phases == {!prev[0], prev[1]})
            pos_next = pos + 4'd1;
        else
            pos_next = pos;
    end

    always @* begin
        if (sample && phases == ~prev)
            err_next = 1'b1;
        else if (clear_err)
            err_next = 1'b0;
        else
            err_next = err;
    end

    always @(posedge clk) begin
        if (rst) begin
            prev <= 2'b00;
            pos <= 4'd0;
            err <= 1'b0;
        end else begin
            prev <= prev_next;
            pos <= pos_next;
            err <= err_next;
        end
    end

    assign position = pos;
    assign quad_error = err;
    assign last_phases = prev;
endmodule
